import { usePage } from '../../ui/page-context';
import { container } from '../../ui/theme/primitives.css';
import { pageLabel } from '../../ui/page-label';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './Breadcrumbs.css';

export function Breadcrumbs() {
  const { page } = usePage();
  if (!page.breadcrumbs) return null;
  return (
    <nav aria-label="Breadcrumb" className={s.bar}>
      <div className={`${container} ${s.row}`}>
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
        {page.breadcrumbsBeside?.length ? (
          <p className={s.beside}>
            <Icon name="pin" size={16} /> Offered across our{' '}
            {page.breadcrumbsBeside.map((link, i) => (
              <span key={link.href}>
                {i > 0 && ', '}
                <SmartLink href={link.href} className={s.link}>
                  {link.label}
                </SmartLink>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </nav>
  );
}
