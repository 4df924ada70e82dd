/** The admin pages' shared frame (admin/ui/admin.css.ts). */
export {
  pageStack as stack,
  pageHeader as header,
  pageHeaderActions as headerActions,
  pageSubline as welcome,
} from '../ui/admin.css';
