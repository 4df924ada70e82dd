import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { REPORT_GROUPS, type ReportDateMode, type ReportGroup } from '../../shared/lead-report';

export interface ReportParams {
  group: ReportGroup;
  dates: ReportDateMode;
  /** "yyyy-MM-dd", or undefined: the server's default (this year so far). */
  from: string | undefined;
  to: string | undefined;
  set: (change: Partial<{ group: ReportGroup; dates: ReportDateMode; from: string | null; to: string | null }>) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Reports view's question, kept in the address (?group=…&dates=…&from=…&to=…) in the same
 * words the CSV download takes, so a reload, a shared link and the download all ask the same
 * thing. The address is the state: nothing is copied into React state. Replaced, not pushed.
 */
export function useReportParams(): ReportParams {
  const router = useRouter();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const params = new URLSearchParams(searchStr);
  const group = (REPORT_GROUPS as readonly string[]).includes(params.get('group') ?? '')
    ? (params.get('group') as ReportGroup)
    : 'month-channel';
  const dates = params.get('dates') === 'won' ? 'won' : 'request';
  const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

  const set = useCallback<ReportParams['set']>(
    (change) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(change)) {
        const isDefault = (key === 'group' && value === 'month-channel') || (key === 'dates' && value === 'request');
        if (value && !isDefault) next.set(key, value);
        else next.delete(key);
      }
      const query = next.toString();
      router.history.replace(`${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [router],
  );
  return {
    group,
    dates: dates satisfies ReportDateMode,
    from: day(params.get('from')),
    to: day(params.get('to')),
    set,
  };
}
