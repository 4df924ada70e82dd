import { memo, type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import * as a from '../../ui/admin.css';
import {
  type ChoiceNode,
  type FieldNode,
  type FieldPath,
  type GroupNode,
  type ListNode,
  type NumberNode,
  type TextNode,
  type VariantsNode,
  initialValue,
  pathKey,
  variantValue,
} from './describe';
import { canDrag, useDraggableEntry, useListDrop } from './drag-reorder';
import { useHydrated } from '../../ui/use-hydrated';
import * as s from './form.css';
import { useFormContext } from './form-context';

interface EditorProps<N extends FieldNode = FieldNode> {
  node: N;
  path: FieldPath;
  value: unknown;
  /** How deep in groups: the top group is the form's own, drawn without a box. */
  depth: number;
  /** The label to show instead of the node's: a list entry's "Registration 2". */
  label?: string;
}

/** The messages under a field, tied to it by id. */
function Problems({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return messages.length > 1 ? (
    <ul id={id} className={a.reasons}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  ) : (
    <p id={id} className={a.fieldError}>
      {messages[0]}
    </p>
  );
}

/** A field's label, help and problems around its control, all tied to it for a screen reader. */
function FieldFrame({
  node,
  path,
  label,
  children,
}: {
  node: FieldNode;
  path: FieldPath;
  label: string;
  children: (attributes: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
  }) => ReactNode;
}) {
  const { errors, idOf } = useFormContext();
  const key = pathKey(path);
  const id = idOf(key);
  const messages = errors[key];
  const describedBy = [messages?.length && `${id}-problems`, node.help && `${id}-help`].filter(Boolean).join(' ');
  const control = children({
    id,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(messages?.length && { 'aria-invalid': true as const }),
    ...(!node.optional && { 'aria-required': true as const }),
  });
  if (node.kind === 'toggle')
    return (
      <div className={s.field} data-field={key}>
        <label htmlFor={id} className={s.toggle}>
          {control}
          <span>{label}</span>
        </label>
        {node.help && (
          <p id={`${id}-help`} className={s.help}>
            {node.help}
          </p>
        )}
        <Problems id={`${id}-problems`} messages={messages} />
      </div>
    );
  return (
    <div className={s.field} data-field={key}>
      <label htmlFor={id} className={s.label}>
        {label}
        {node.optional && <span className={s.optional}> (optional)</span>}
      </label>
      {node.help && (
        <p id={`${id}-help`} className={s.help}>
          {node.help}
        </p>
      )}
      {control}
      <Problems id={`${id}-problems`} messages={messages} />
    </div>
  );
}

function TextEditor({ node, path, value, label }: EditorProps<TextNode>) {
  const { change, blur, choices, disabled: formDisabled, readOnly } = useFormContext();
  const fixed = readOnly?.includes(pathKey(path)) ?? false;
  const disabled = formDisabled || fixed;
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const set = (next: string) => change(path, next === '' && node.optional ? undefined : next);
  const picks = node.role ? choices[node.role] : undefined;
  return (
    <FieldFrame node={node} path={path} label={label ?? node.label}>
      {(attributes) =>
        picks ? (
          <select
            {...attributes}
            className={a.input}
            value={text}
            disabled={disabled}
            onChange={(event) => set(event.target.value)}
            onBlur={() => blur(path)}
          >
            {(node.optional || !picks.some((pick) => pick.value === text)) && <option value="">Choose…</option>}
            {picks.map((pick) => (
              <option key={pick.value} value={pick.value}>
                {pick.label}
              </option>
            ))}
          </select>
        ) : node.control === 'textarea' ? (
          <textarea
            {...attributes}
            className={`${a.input} ${s.textarea}`}
            value={text}
            maxLength={node.maxLength}
            required={!node.optional}
            disabled={disabled}
            onChange={(event) => set(event.target.value)}
            onBlur={() => blur(path)}
          />
        ) : (
          <input
            {...attributes}
            className={a.input}
            type={node.control}
            value={text}
            maxLength={node.maxLength}
            minLength={node.minLength && node.minLength > 1 ? node.minLength : undefined}
            required={!node.optional}
            disabled={disabled}
            autoComplete="off"
            {...(node.control === 'tel' && { inputMode: 'tel' as const })}
            {...(node.control === 'url' && { inputMode: 'url' as const, spellCheck: false })}
            {...(node.control === 'email' && { spellCheck: false })}
            onChange={(event) => set(event.target.value)}
            onBlur={() => blur(path)}
          />
        )
      }
    </FieldFrame>
  );
}

function NumberEditor({ node, path, value, label }: EditorProps<NumberNode>) {
  const { change, blur, disabled } = useFormContext();
  // What the owner typed, kept as typed ("4." on the way to "4.9"); the document holds the number.
  const [typed, setTyped] = useState(value === undefined || value === null ? '' : String(value));
  useEffect(() => {
    setTyped((current) => (Number(current) === value && current !== '' ? current : value == null ? '' : String(value)));
  }, [value]);
  return (
    <FieldFrame node={node} path={path} label={label ?? node.label}>
      {(attributes) => (
        <input
          {...attributes}
          className={a.input}
          type="number"
          inputMode={node.integer ? 'numeric' : 'decimal'}
          step={node.integer ? 1 : 'any'}
          min={node.min}
          max={node.max}
          value={typed}
          required={!node.optional}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value;
            setTyped(next);
            change(path, next === '' ? undefined : Number.isFinite(Number(next)) ? Number(next) : next);
          }}
          onBlur={() => blur(path)}
        />
      )}
    </FieldFrame>
  );
}

function ChoiceEditor({ node, path, value, label }: EditorProps<ChoiceNode>) {
  const { change, blur, disabled, choices } = useFormContext();
  // A role the site names (a state: "Oklahoma") shows those names; the value stays the schema's.
  const named = new Map((node.role ? (choices[node.role] ?? []) : []).map((choice) => [choice.value, choice.label]));
  const picked = value === undefined || value === null ? '' : String(value);
  return (
    <FieldFrame node={node} path={path} label={label ?? node.label}>
      {(attributes) => (
        <select
          {...attributes}
          className={a.input}
          value={picked}
          disabled={disabled}
          onChange={(event) => change(path, event.target.value === '' ? undefined : event.target.value)}
          onBlur={() => blur(path)}
        >
          {(node.optional || !node.options.includes(picked)) && <option value="">Choose…</option>}
          {node.options.map((option) => (
            <option key={option} value={option}>
              {named.get(option) ?? option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

function ToggleEditor({ node, path, value, label }: EditorProps) {
  const { change, disabled } = useFormContext();
  return (
    <FieldFrame node={node} path={path} label={label ?? node.label}>
      {(attributes) => (
        <input
          {...attributes}
          className={s.checkbox}
          type="checkbox"
          checked={value === true}
          disabled={disabled}
          onChange={(event) => change(path, event.target.checked)}
        />
      )}
    </FieldFrame>
  );
}

/** A group of fields: a fieldset with its legend; an optional group the owner adds or removes whole. */
function GroupEditor({ node, path, value, depth, label }: EditorProps<GroupNode>) {
  const { errors, idOf, change, disabled } = useFormContext();
  const key = pathKey(path);
  const id = idOf(key);
  const messages = errors[key];
  const title = label ?? node.label;
  const present = value !== undefined && value !== null;
  const fields = present ? (value as Record<string, unknown>) : {};
  const drawn = useDrawnCount(node.fields.length, depth === 0 ? FIRST_FIELDS : node.fields.length);
  if (depth === 0)
    return (
      <div className={s.form}>
        {node.fields.slice(0, drawn).map(({ key: name, node: field }) => (
          <FieldEditor key={name} node={field} path={[...path, name]} value={fields[name]} depth={depth + 1} />
        ))}
      </div>
    );
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      data-field={key}
      className={`${s.group} ${depth > 1 ? s.nested : ''} ${messages?.length ? s.invalidGroup : ''}`}
      aria-describedby={messages?.length ? `${id}-problems` : undefined}
    >
      <legend className={`${s.legend} ${depth === 1 ? s.topLegend : ''}`}>
        {title}
        {node.optional && <span className={s.optional}> (optional)</span>}
      </legend>
      {node.help && <p className={s.help}>{node.help}</p>}
      <Problems id={`${id}-problems`} messages={messages} />
      {present ? (
        <>
          {node.fields.map(({ key: name, node: field }) => (
            <FieldEditor key={name} node={field} path={[...path, name]} value={fields[name]} depth={depth + 1} />
          ))}
          {node.optional && depth > 0 && path.every((step) => typeof step === 'string') && (
            <button type="button" className={s.smallButton} disabled={disabled} onClick={() => change(path, undefined)}>
              Remove {title.toLowerCase()}
            </button>
          )}
        </>
      ) : (
        <button
          type="button"
          className={s.addButton}
          disabled={disabled}
          onClick={() => change(path, initialValue(node))}
        >
          Add {title.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/** The fields a form draws first, about a screen of them; the rest follow at once in a render of their own. */
const FIRST_FIELDS = 6;
/** The entries a long list draws with the form. */
const FIRST_ENTRIES = 5;

/**
 * How many of a form's fields or a list's entries to draw: the first few while the form first
 * draws, then all of them in a render React may interrupt (a key pressed meanwhile is answered
 * first). A page with forty questions opens on its first screen of fields instead of waiting for
 * the eightieth.
 */
function useDrawnCount(total: number, first: number): number {
  // A prerender (or a hydration of one) has no render after: it draws them all.
  const later = useHydrated();
  const [all, setAll] = useState(total <= first || !later);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : first;
}

/**
 * A list: its entries numbered, each with Move up, Move down and Remove (buttons: a keyboard and a
 * phone move them the same way; with a mouse an entry can also be dragged by its handle), and Add
 * at the end. Focus follows the entry moved by a button.
 */
function ListEditor({ node, path, value, depth, label }: EditorProps<ListNode>) {
  const { errors, idOf, change, disabled, lists } = useFormContext();
  const key = pathKey(path);
  // The form's rules for this list, when it has any: a list they leave out is the code's structure.
  const rule = lists
    ? (lists[key] ?? lists[ruleKey(path)] ?? { add: false, remove: false, move: false })
    : { add: true, remove: true, move: true };
  const id = idOf(key);
  const items = Array.isArray(value) ? value : [];
  const drawn = useDrawnCount(items.length, FIRST_ENTRIES);
  const messages = errors[key];
  const title = label ?? node.label;
  const itemLabel = node.item.label === node.label ? 'Entry' : node.item.label;
  const focusNext = useRef<string | null>(null);
  const [pointer] = useState(canDrag);
  const [moved, setMoved] = useState('');
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const reorder = (from: number, to: number) => {
    const next = [...items];
    const [entry] = next.splice(from, 1);
    next.splice(to, 0, entry);
    change(path, next);
    return next;
  };
  const move = (from: number, to: number, button: 'up' | 'down') => {
    const next = reorder(from, to);
    // The same button of the entry in its new place, or the other one at an end.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === next.length - 1);
    focusNext.current = `${id}-${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`;
  };
  // A drop reads the list as it is when the entry lands, not as it was when the drag began.
  const latestReorder = useRef(reorder);
  latestReorder.current = reorder;
  const dropped = useCallback(
    (from: number, to: number) => {
      latestReorder.current(from, to);
      setMoved(`${itemLabel} ${from + 1} moved to place ${to + 1}`);
    },
    [itemLabel],
  );
  const draggable = pointer && rule.move && !disabled && items.length > 1;
  useListDrop(id, draggable, dropped);
  const atMost = node.maxItems !== undefined && items.length >= node.maxItems;
  const atLeast =
    (node.minItems !== undefined && items.length <= node.minItems) ||
    (rule.min !== undefined && items.length <= rule.min);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      data-field={key}
      className={`${s.group} ${depth > 1 ? s.nested : ''} ${messages?.length ? s.invalidGroup : ''}`}
      aria-describedby={messages?.length ? `${id}-problems` : undefined}
    >
      <legend className={`${s.legend} ${depth === 1 ? s.topLegend : ''}`}>{title}</legend>
      {node.help && <p className={s.help}>{node.help}</p>}
      <Problems id={`${id}-problems`} messages={messages} />
      {items.length === 0 && <p className={s.help}>None yet.</p>}
      <ol className={s.list}>
        {items.slice(0, drawn).map((item, index) => (
          <ListEntry
            // Entries have no ids of their own (the stored list has none); the position is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            list={id}
            index={index}
            count={items.length}
            name={`${itemLabel} ${index + 1}`}
            draggable={draggable}
            rule={rule}
            removable={!atLeast}
            onMove={move}
            onRemove={() => {
              change(
                path,
                items.filter((_, at) => at !== index),
              );
              focusNext.current = `${id}-add`;
            }}
          >
            <FieldEditor
              node={node.item}
              path={[...path, index]}
              value={item}
              depth={depth + 1}
              label={`${itemLabel} ${index + 1}`}
            />
          </ListEntry>
        ))}
      </ol>
      {draggable && (
        <p className="visually-hidden" aria-live="polite">
          {moved}
        </p>
      )}
      {rule.add && node.item.kind === 'variants' ? (
        // One button per shape the list allows (a city page's sections): nothing else can be added.
        <fieldset className={s.addChoices} id={`${id}-add`} tabIndex={-1}>
          <legend className="visually-hidden">Add to {title.toLowerCase()}</legend>
          {node.item.options.map((option) => (
            <button
              key={option.value}
              type="button"
              className={s.addButton}
              disabled={disabled || atMost}
              onClick={() => {
                change(path, [...items, variantValue(node.item as VariantsNode, option.value)]);
                focusNext.current = idOf(pathKey([...path, items.length]));
              }}
            >
              Add {option.label.toLowerCase()}
            </button>
          ))}
        </fieldset>
      ) : rule.add ? (
        <button
          type="button"
          id={`${id}-add`}
          className={s.addButton}
          disabled={disabled || atMost}
          onClick={() => {
            change(path, [...items, initialValue(node.item)]);
            focusNext.current = idOf(pathKey([...path, items.length]));
          }}
        >
          Add {itemLabel.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * One entry of a list with its buttons, and with a mouse a handle to drag it by (hidden from a
 * screen reader and the tab order: the buttons do the same), and a line where a drop would land.
 */
function ListEntry({
  list,
  index,
  count,
  name,
  draggable,
  rule,
  removable,
  onMove,
  onRemove,
  children,
}: {
  list: string;
  index: number;
  count: number;
  name: string;
  draggable: boolean;
  rule: { move: boolean; remove: boolean };
  removable: boolean;
  onMove: (from: number, to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { disabled } = useFormContext();
  const entry = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLSpanElement>(null);
  const edge = useDraggableEntry(entry, handle, list, index, draggable);
  return (
    <li ref={entry} className={s.listItem} data-drop-edge={edge ?? undefined}>
      {children}
      {(rule.move || rule.remove) && (
        <div className={s.itemActions}>
          {draggable && (
            <span ref={handle} className={s.dragHandle} aria-hidden="true" title={`Drag to move ${name}`}>
              <span className={s.grip}>⠿</span> Drag
            </span>
          )}
          {rule.move && (
            <>
              <button
                type="button"
                id={`${list}-${index}-up`}
                className={s.smallButton}
                disabled={disabled || index === 0}
                onClick={() => onMove(index, index - 1, 'up')}
              >
                Move up<span className="visually-hidden"> {name}</span>
              </button>
              <button
                type="button"
                id={`${list}-${index}-down`}
                className={s.smallButton}
                disabled={disabled || index === count - 1}
                onClick={() => onMove(index, index + 1, 'down')}
              >
                Move down<span className="visually-hidden"> {name}</span>
              </button>
            </>
          )}
          {rule.remove && (
            <button type="button" className={s.smallButton} disabled={disabled || !removable} onClick={onRemove}>
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * An entry of one of several shapes (a section: Steps, Cards, Call to action): drawn as its shape's
 * group, named by the shape; the shape is chosen when the entry is added and stays.
 */
function VariantsEditor({ node, path, value, depth, label }: EditorProps<VariantsNode>) {
  const kind = (value as Record<string, unknown> | undefined)?.[node.discriminator];
  const option = node.options.find((candidate) => candidate.value === kind);
  if (!option) return <OtherEditor node={node} path={path} value={value} depth={depth} label={label} />;
  return (
    <GroupEditor
      node={option.node}
      path={path}
      value={value}
      depth={depth}
      label={`${label ?? node.label} · ${option.label}`}
    />
  );
}

/** A list's rule key: its path with list positions as `*` (`sections.*.items`), one rule for every entry's list. */
const ruleKey = (path: FieldPath) => path.map((step) => (typeof step === 'number' ? '*' : step)).join('.');

function OtherEditor({ node, path, value, label }: EditorProps) {
  const { idOf } = useFormContext();
  return (
    <div className={s.field} id={idOf(pathKey(path))} data-field={pathKey(path)}>
      <span className={s.label}>{label ?? node.label}</span>
      <pre className={s.readOnly}>{JSON.stringify(value, null, 2)}</pre>
      <p className={s.help}>This value is kept as it is; it cannot be changed here.</p>
    </div>
  );
}

/** One field of a generated form, drawn by its kind: what a new content type's form is made of. */
function DrawField(props: EditorProps) {
  const { node } = props;
  switch (node.kind) {
    case 'text':
      return <TextEditor {...props} node={node} />;
    case 'number':
      return <NumberEditor {...props} node={node} />;
    case 'choice':
      return <ChoiceEditor {...props} node={node} />;
    case 'toggle':
      return <ToggleEditor {...props} />;
    case 'group':
      return <GroupEditor {...props} node={node} />;
    case 'list':
      return <ListEditor {...props} node={node} />;
    case 'variants':
      return <VariantsEditor {...props} node={node} />;
    case 'other':
      return <OtherEditor {...props} />;
  }
}

/**
 * A field, drawn again only when what it shows changed: its value (a change copies only the path
 * it changed, so every other field keeps its value), its place or its schema. The form's context
 * (errors, rules) reaches it either way. On a page of 40 questions a key press draws one field,
 * not the whole form.
 */
export const FieldEditor = memo(
  DrawField,
  (before, after) =>
    before.node === after.node &&
    before.value === after.value &&
    before.depth === after.depth &&
    before.label === after.label &&
    pathKey(before.path) === pathKey(after.path),
);
