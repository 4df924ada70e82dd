import { usePage } from '../../ui/page-context';
import { container } from '../../ui/theme/primitives.css';
import { pageLabel } from '../../ui/page-label';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../_shared/SmartLink';
import * as s from './Breadcrumbs.css';

export function Breadcrumbs() {
  const { page } = usePage();
  if (!page.breadcrumbs) return null;
  return (
    <nav aria-label="Breadcrumb" className={s.bar}>
      <div className={container}>
        <ol className={s.list}>
          {page.breadcrumbs.map((crumb) => (
            <li key={crumb.href} className={s.item}>
              <SmartLink href={crumb.href} className={s.link}>
                {crumb.label}
              </SmartLink>
              <Icon name="chevronRight" size={16} />
            </li>
          ))}
          <li className={s.item} aria-current="page">
            {pageLabel(page)}
          </li>
        </ol>
      </div>
    </nav>
  );
}
