import * as s from './admin.css';

/** A spinner with its words; the words are what a screen reader hears (role=status). */
export function Loading({ label }: { label: string }) {
  return (
    <div className={s.loading} role="status">
      <span className={s.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
