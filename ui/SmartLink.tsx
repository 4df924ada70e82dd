import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';

/** Site paths navigate inside the app; tel:, mailto: and external links are plain anchors. */
export function SmartLink(props: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}) {
  const { href, children, ...rest } = props;
  if (href.startsWith('/')) {
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  const external = href.startsWith('http');
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener', target: '_blank' } : {})}>
      {children}
    </a>
  );
}
