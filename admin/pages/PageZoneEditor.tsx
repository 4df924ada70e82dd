import { useCallback, useMemo } from 'react';
import { type ZoneDeclaration, ZONE_LISTS, zoneDataSchema } from '../../schema/page-zones';
import { pageDataUrl } from '../../shared/page-data-path';
import { useSiteLocation } from '../../ui/navigation';
import { SiteLink } from '../../ui/SiteLink';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import type { PageZoneView } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import { DraftEditor, type EditedPage } from './DraftEditor';
import { useEarlyLockPending } from './use-edit-lock';
import type { PageData } from './preview-patch';
import { useFetchPageZone, usePageZone, usePublishPageZone, useSavePageZone } from './queries';
import { usePreviewPreload, usePreviewSourceAt } from './preview-source';
import { type PreviewZone, patchZone } from './zone-preview';

/** The zone's preview: its page as the site serves it, the zone's blocks replaced by the draft's sections. */
function useZonePreview(_draft: unknown, of: { file: string; zone: PreviewZone }) {
  const { zone } = of;
  const patch = useCallback((data: PageData, draft: unknown) => patchZone(data, zone, draft), [zone]);
  return {
    source: usePreviewSourceAt(of.file, pageDataUrl(of.file)),
    patch,
    note: 'The rest of the page is as the site shows it. Click a text in the preview to edit it.',
  };
}

function ZoneEditor({ loaded }: { loaded: PageZoneView }) {
  const saveDraft = useSavePageZone();
  const publish = usePublishPageZone();
  const fetchZone = useFetchPageZone();
  const { key, zone } = loaded;
  const schema = useMemo(() => zoneDataSchema(zone as ZoneDeclaration), [zone]);
  // The zone's fewest sections hold on Remove too.
  const lists = useMemo(() => ({ ...ZONE_LISTS, sections: { ...ZONE_LISTS.sections, min: zone.min } }), [zone.min]);
  const previewOf = useMemo(() => ({ file: loaded.file, zone }), [loaded.file, zone]);
  const save = useCallback(
    (version: number, data: unknown) => saveDraft.mutateAsync({ key, version, data }),
    [saveDraft.mutateAsync, key],
  );
  const page: EditedPage<typeof previewOf> = {
    ref: { zone: key },
    previewOf,
    loaded,
    schema,
    lists,
    what: () => `${zone.label} on the ${loaded.pageLabel} page`,
    heading: () => `${loaded.pageLabel}: ${zone.label}`,
    where: (
      <>
        {zone.help ? `${zone.help[0]?.toUpperCase()}${zone.help.slice(1)}, on` : 'A part of'} the page at{' '}
        <span translate="no">{loaded.page}</span>; the rest of the page is the site's own
      </>
    ),
    publishHelp: `Publishing checks the whole site with these words (every rule a page must pass: links that lead to a page, no phone number but the office's) and puts them live only if all is well. You confirm it's you first.`,
    usePreview: useZonePreview,
    api: {
      save,
      saving: saveDraft.isPending,
      publish: (input, callbacks) => publish.mutate({ key, ...input }, callbacks),
      publishing: publish.isPending,
      fetch: () => fetchZone(key),
    },
  };
  return <DraftEditor page={page} />;
}

function ZoneEditorBody() {
  const search = useSiteLocation().search;
  const key = new URLSearchParams(search).get('zone') ?? '';
  const zone = usePageZone(key);
  const lockPending = useEarlyLockPending({ zone: key });
  // The zone's page, the preview's.
  usePreviewPreload(zone.data ? pageDataUrl(zone.data.file) : undefined);
  if (!key)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>
          No part of a page named. <SiteLink href="/admin/pages">Open one from the list of pages.</SiteLink>
        </p>
      </div>
    );
  if (zone.isPending || lockPending) return <Loading label="Opening the page..." />;
  if (zone.isError)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>{failureText(zone.error)}</p>
        <p className={a.noteText}>
          <SiteLink href="/admin/pages">Back to the pages</SiteLink>
        </p>
      </div>
    );
  // Keyed by the zone: another one opened starts from its own draft and history.
  return <ZoneEditor key={key} loaded={zone.data} />;
}

/** `/admin/pages/zone?zone=/about%23story`: a zone of a code-defined page in a form made from its allow-list, with a live preview. */
export function PageZoneEditor() {
  return (
    <AdminPage>
      <AdminGate heading="Edit a page's text" area="drafts">
        {() => <ZoneEditorBody />}
      </AdminGate>
    </AdminPage>
  );
}
