import type { Link } from '../../schema/common';
import { button } from '../../ui/theme/primitives.css';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './actions.css';

type ButtonKind = NonNullable<NonNullable<Parameters<typeof button>[0]>['kind']>;

/** A block's `actions` as link buttons: the first of kind `first`, the others of kind `rest`. */
export function ActionLinks({
  actions,
  first,
  rest = first,
}: {
  actions: Link[];
  first: ButtonKind;
  rest?: ButtonKind;
}) {
  return actions.map((action, index) => (
    <SmartLink
      key={action.href + action.label}
      href={action.href}
      className={button({ kind: index === 0 ? first : rest })}
    >
      {action.label}
    </SmartLink>
  ));
}

/** The row of link buttons a section ends with, under its content; nothing when it has none. */
export function SectionActions({
  actions,
  kind,
  align = 'start',
}: {
  actions: Link[];
  kind: ButtonKind;
  align?: keyof typeof s.sectionActions;
}) {
  if (actions.length === 0) return null;
  return (
    <div className={s.sectionActions[align]}>
      <ActionLinks actions={actions} first={kind} />
    </div>
  );
}
