import { keepPreviousData } from '@tanstack/react-query';
import type { ReportDateMode, ReportGroup } from '../../shared/lead-report';
import { trpc } from '../trpc/client';

/** The Reports view's table; while another question runs, the previous answer stays on screen. */
export const useLeadReport = (input: { group: ReportGroup; dates: ReportDateMode; from?: string; to?: string }) =>
  trpc.reports.leads.useQuery(input, { placeholderData: keepPreviousData, refetchOnWindowFocus: true });
