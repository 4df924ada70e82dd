import { stormDetailsHtml } from '../../shared/storm-html';
import { useSite } from '../../ui/page-context';
import { useStorm } from '../../ui/storm-context';
import { StormSlot } from '../../ui/StormSlot';
import { container } from '../../ui/theme/primitives.css';
import type { StormDetailsProps } from './schema';

/** The storm's facts on its page: a runtime slot the server fills (see ui/StormSlot.tsx). */
export function StormDetails(_props: StormDetailsProps) {
  const site = useSite();
  const storm = useStorm();
  return (
    <section aria-label="The storm" className={container}>
      <StormSlot name="details" html={stormDetailsHtml(storm, site.offices)} />
    </section>
  );
}
