import { useCallback, useMemo } from 'react';
import { CITY_PAGE_LISTS, cityPageSchema } from '../../schema/owner-content/city-pages';
import { cityHeroSlot } from '../../schema/owner-content/photo-slots';
import type { StateCode } from '../../schema/common';
import { useSiteLocation } from '../../ui/navigation';
import { useSite } from '../../ui/page-context';
import { SiteLink } from '../../ui/SiteLink';
import { AdminGate } from '../AdminGate';
import { AdminPage } from '../AdminPage';
import type { CityPageView } from '../trpc/outputs';
import * as a from '../ui/admin.css';
import { failureText } from '../ui/messages';
import { Loading } from '../ui/Spinner';
import * as s from './CityPageEditor.css';
import { DraftEditor, type EditedPage } from './DraftEditor';
import { cityPageDataUrl } from './paths';
import { useEarlyLockPending } from './use-edit-lock';
import { type PageData, patchCityPage, type PreviewCity } from './preview-patch';
import { usePreviewPreload, usePreviewSourceAt } from './preview-source';
import { useCityPage, useCityPages, useFetchCityPage, usePublishCityPage, useSaveCityPage } from './queries';

const READ_ONLY = ['slug'] as const;

/**
 * The built page the preview starts from: the city's own once the site has it, else (a city just
 * added) a page of a city in the same state, its words swapped for the draft's.
 */
function usePreviewSource(slug: string, state: string | undefined) {
  const list = useCityPages();
  const from = useMemo(() => {
    const pages = list.data ?? [];
    if (pages.some((page) => page.slug === slug && page.live !== 'none')) return slug;
    return (pages.find((page) => page.state === state && page.live !== 'none') ?? pages.find((p) => p.live !== 'none'))
      ?.slug;
  }, [list.data, slug, state]);
  const source = usePreviewSourceAt(from, from === undefined ? undefined : cityPageDataUrl(from));
  return { source, from, own: from === slug };
}

function useCityPreview(draft: unknown) {
  const city = draft as PreviewCity & { slug: string; state?: string };
  const { source, own } = usePreviewSource(city.slug, city.state);
  return {
    source,
    patch: patchCity,
    note: own
      ? 'Click a text in the preview to edit it.'
      : `Drawn on another ${city.state} city's page until this one is published. Click a text to edit it.`,
  };
}
const patchCity = (data: PageData, draft: unknown) => patchCityPage(data, draft as PreviewCity);

function CityEditor({ slug, loaded }: { slug: string; loaded: CityPageView }) {
  const site = useSite();
  const saveDraft = useSaveCityPage();
  const publish = usePublishCityPage();
  const fetchPage = useFetchCityPage();
  const nameOf = (draft: unknown) => (draft as { name?: string }).name || loaded.draft.name;
  const choices = useMemo(
    () => ({
      office: site.offices.map((office) => ({ value: office.id, label: office.label })),
      state: Object.entries(site.states).map(([code, state]) => ({ value: code, label: state?.name ?? code })),
    }),
    [site.offices, site.states],
  );
  const save = useCallback(
    (version: number, data: unknown) => saveDraft.mutateAsync({ slug, version, data }),
    [saveDraft.mutateAsync, slug],
  );
  const page: EditedPage<null> = {
    ref: { slug },
    previewOf: null,
    loaded,
    schema: cityPageSchema,
    lists: CITY_PAGE_LISTS,
    readOnly: READ_ONLY,
    choices,
    what: (draft) => `the ${nameOf(draft)} page`,
    heading: (draft) => `${nameOf(draft)}, ${(draft as { state?: string }).state ?? loaded.draft.state}`,
    where: (
      <>
        The words of the page at <span translate="no">/locations/{slug}</span>
      </>
    ),
    publishHelp:
      "Publishing checks the whole site with this page (every rule a city page must pass, and that it is not a copy of another city's) and puts it live only if all is well. You confirm it's you first.",
    extra: (draft) => {
      const name = nameOf(draft);
      const stateLabel = site.states[(draft as { state?: string }).state as StateCode]?.name;
      return (
        <section className={s.card} aria-labelledby="hero-photo-heading">
          <h2 id="hero-photo-heading" className={s.cardHeading}>
            Photo at the top
          </h2>
          <p className={a.muted}>
            The {name} page shows its own photo at the top when its slot on the Photos page holds one; until then, the
            photo its state's city pages share{stateLabel ? ` (${stateLabel})` : ''}. Photos go live when they are
            published there.
          </p>
          <p>
            <SiteLink href={`/admin/photos#${cityHeroSlot(slug)}`}>Choose a photo for the {name} page</SiteLink>
          </p>
        </section>
      );
    },
    usePreview: useCityPreview,
    api: {
      save,
      saving: saveDraft.isPending,
      publish: (input, callbacks) => publish.mutate({ slug, ...input }, callbacks),
      publishing: publish.isPending,
      fetch: () => fetchPage(slug),
    },
  };
  return <DraftEditor page={page} />;
}

function EditorBody() {
  const search = useSiteLocation().search;
  const slug = new URLSearchParams(search).get('city') ?? '';
  const page = useCityPage(slug);
  const lockPending = useEarlyLockPending({ slug });
  // Asked beside the draft, not after the editor draws: the preview's starting page comes from it.
  useCityPages();
  // A city with a file has a built page of its own, the preview's.
  usePreviewPreload(page.data?.file ? cityPageDataUrl(slug) : undefined);
  if (!slug)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>
          No city named. <SiteLink href="/admin/pages">Open one from the list of city pages.</SiteLink>
        </p>
      </div>
    );
  if (page.isPending || lockPending) return <Loading label="Opening the page..." />;
  if (page.isError)
    return (
      <div className={a.note.warning} role="alert">
        <p className={a.noteText}>{failureText(page.error)}</p>
        <p className={a.noteText}>
          <SiteLink href="/admin/pages">Back to the city pages</SiteLink>
        </p>
      </div>
    );
  // Keyed by the city: another city opened starts from its own draft and history.
  return <CityEditor key={slug} slug={slug} loaded={page.data} />;
}

/** `/admin/pages/edit?city=<slug>`: a city page's words in a form made from its schema, with a live preview. */
export function CityPageEditor() {
  return (
    <AdminPage>
      <AdminGate heading="Edit a city page" area="drafts">
        {() => <EditorBody />}
      </AdminGate>
    </AdminPage>
  );
}
