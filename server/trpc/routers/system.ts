import { systemOverview } from '../../system/overview';
import { adminProcedure, router } from '../init';

/** The dashboard's System page. Admin only: the role is checked on the server on every call. */
export const systemRouter = router({
  overview: adminProcedure.query(({ ctx }) => systemOverview(ctx)),
});
