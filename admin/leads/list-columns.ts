import { fieldsShownIn } from '../../shared/request-field-sets';

/**
 * The list's columns from the field declaration (`shows.list` in shared/request-fields.ts): the
 * title field names the row, contact fields share one cell, each other listed field has a column
 * of its own, and the preview field is the row's preview text.
 */
const title = fieldsShownIn('list', 'title')[0];
const contact = fieldsShownIn('list', 'contact');
const own = fieldsShownIn('list', true);
const previewLabel = fieldsShownIn('list', 'preview')[0]?.label ?? 'Message';

export const LIST_CELLS = {
  contact,
  own,
  previewLabel,
  headers: [
    title?.label ?? 'Name',
    'Status',
    'Contact',
    ...own.map((field) => field.shortLabel ?? field.label),
    previewLabel,
    'Date',
  ],
};
