import * as l from './leads.css';

/** A select over a fixed list of values, each shown by its label; `onChange` gets the value, typed. */
export function ChoiceSelect<T extends string>(props: {
  id: string;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <select
      id={props.id}
      className={l.selectFull}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as T)}
    >
      {props.choices.map((choice) => (
        <option key={choice} value={choice}>
          {props.labels[choice]}
        </option>
      ))}
    </select>
  );
}
