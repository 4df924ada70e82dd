import type { LaunchChecklistItem } from '../../schema/owner-content/launch-checklist';
import { button } from '../../ui/theme/primitives.css';
import { SmartLink } from '../../ui/SmartLink';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './LaunchChecklist.css';
import { useLaunchChecklist } from './queries';

/** Where the owner does an item: its field in the business facts, or its photo's slot. */
function whereToDoIt(item: LaunchChecklistItem): { href: string; words: string } | undefined {
  if (item.factsPath) return { href: `/admin/site#${item.factsPath}`, words: 'Fill it in' };
  if (item.photoSlot) return { href: `/admin/photos#${item.photoSlot}`, words: 'Add the photo' };
  return undefined;
}

/** The items of one list, grouped as `npm run launch:report` groups them, in its order. */
function Groups({ items, done = false }: { items: readonly LaunchChecklistItem[]; done?: boolean }) {
  const groups = [...new Set(items.map((item) => item.group))];
  return (
    <>
      {groups.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        return (
          <div key={group}>
            <h3 className={s.groupHeading}>
              {group} ({inGroup.length})
            </h3>
            <ul className={s.list}>
              {inGroup.map((item, index) => {
                const target = whereToDoIt(item);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two page items may say the same; the key is their place first
                  <li key={`${item.key}|${index}`} className={done ? s.doneItem : s.item} data-launch-item={item.key}>
                    <p className={s.todo}>{item.todo}</p>
                    {done ? null : target ? (
                      <SmartLink href={target.href} className={s.link}>
                        {target.words}
                      </SmartLink>
                    ) : (
                      <p className={s.place}>A developer changes this: {item.place}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/**
 * The launch checklist on the dashboard: what `npm run launch:report` lists for the site as it is
 * live, "31 of 52 done", each item linking to where the owner supplies it. A saved draft that would
 * do more says so.
 */
export function LaunchChecklist() {
  const checklist = useLaunchChecklist();
  return (
    <section className={s.card} aria-labelledby="launch-heading" data-launch-checklist>
      <div className={s.head}>
        <h2 id="launch-heading" className={s.heading}>
          Before launch
        </h2>
        {checklist.data && (
          <p className={s.count} data-launch-count>
            {checklist.data.live.done.length} of {checklist.data.live.total} done
          </p>
        )}
      </div>
      {/* Where the owner keeps what the site says, listed or not: the checklist's items link into them too. */}
      <p className={s.editLinks}>
        <SmartLink href="/admin/site" className={button({ kind: 'outline' })}>
          Business facts
        </SmartLink>
        <SmartLink href="/admin/photos" className={button({ kind: 'outline' })}>
          Photos
        </SmartLink>
      </p>
      {checklist.isPending && <Loading label="Checking what the site still needs..." />}
      {checklist.isError && (
        <p className={a.muted} role="alert">
          {failureText(checklist.error)}
        </p>
      )}
      {checklist.data && (
        <>
          <div
            className={s.track}
            role="progressbar"
            aria-label="Launch checklist"
            aria-valuemin={0}
            aria-valuemax={checklist.data.live.total}
            aria-valuenow={checklist.data.live.done.length}
          >
            <div
              className={s.fill}
              // The share done is data, not a style the stylesheet could know: an inline width is the one way.
              style={{ width: `${(100 * checklist.data.live.done.length) / Math.max(1, checklist.data.live.total)}%` }}
            />
          </div>
          <p className={s.muted}>
            {checklist.data.live.items.length === 0
              ? 'Nothing on the site is a stand-in any more.'
              : `${checklist.data.live.items.length} things to supply or confirm: photos, numbers and wording the site still shows as samples.`}
            {checklist.data.draft &&
              ` Once your saved draft is published: ${checklist.data.draft.done.length} of ${checklist.data.draft.total} done.`}
          </p>
          {checklist.data.live.items.length > 0 && (
            <details className={s.details}>
              <summary className={s.summary}>What is left</summary>
              <Groups items={checklist.data.live.items} />
            </details>
          )}
          {checklist.data.live.done.length > 0 && (
            <details className={s.details}>
              <summary className={s.summary}>Done ({checklist.data.live.done.length})</summary>
              <Groups items={checklist.data.live.done} done />
            </details>
          )}
        </>
      )}
    </section>
  );
}
