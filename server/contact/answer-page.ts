import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Site } from '../../schema/site';
import type { FormPostAnswer } from '../../schema/form-post';
import { primaryOffice } from '../../schema/office';
import { businessDaysText } from '../../schema/site-facts';
import { withoutAppScripts } from '../../shared/app-scripts';
import { escapeHtml } from '../../shared/html-escape';
import { htmlFileFor } from '../../shared/html-file';

type RenderPath = (path: string, formPost: FormPostAnswer | null) => Promise<{ html: string }>;

export interface AnswerPages {
  /** The page a form was posted from (or /contact), showing the outcome: a whole HTML document. */
  render(pagePath: string | undefined, answer: FormPostAnswer): Promise<string>;
}

/** Present in every prerendered page that holds the site's form. */
const FORM_MARK = 'data-contact-form';
const PAGE_PATH = /^\/[a-z0-9/-]{0,200}$/;

/**
 * Answers to forms posted without JavaScript, as the real page: the built prerenderer renders the
 * page again with the outcome (typed values, each field's problem, or the success panel), into the
 * prerendered file's shell with its scripts taken out, so nothing hydrates over the answer. When
 * the site is not built (the dev API server, server tests), a plain page says the same in words.
 */
/** Where a build's pages and prerenderer are: a dist/client folder, or a generation's (live-site.ts). */
export interface AnswerSource {
  /** The prerenderer module's file (dist/server/entry-server.js). */
  entry: string;
  /** A page's prerendered HTML, by its path; undefined when no page is there. */
  html(pagePath: string): string | undefined;
  /** Puts the prerenderer and the data it reads on disk, before the first answer renders (once). */
  prepare?: () => void;
}

/** A built site's dist/client folder as an answer source. */
export function distAnswerSource(distDir: string): AnswerSource {
  return {
    entry: path.join(distDir, '../server/entry-server.js'),
    html(pagePath) {
      const file = htmlFileFor(distDir, pagePath);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
  };
}

export function createAnswerPages(
  from: string | AnswerSource,
  site: Pick<Site, 'company' | 'offices' | 'turnaround'>,
): AnswerPages {
  const source = typeof from === 'string' ? distAnswerSource(from) : from;
  const { entry } = source;
  let renderPath: Promise<RenderPath> | undefined;
  const shells = new Map<string, string>();

  const shellFor = (pagePath: string): string | undefined => {
    const cached = shells.get(pagePath);
    if (cached) return cached;
    const html = source.html(pagePath);
    if (html === undefined || !html.includes(FORM_MARK)) return undefined;
    const shell = withoutAppScripts(html);
    shells.set(pagePath, shell);
    return shell;
  };

  return {
    async render(pagePath, answer) {
      source.prepare?.();
      const wanted = pagePath && PAGE_PATH.test(pagePath) && !pagePath.includes('//') ? pagePath : '/contact';
      const chosen = [wanted, '/contact'].find((candidate) => shellFor(candidate));
      if (!chosen || !existsSync(entry)) return plainAnswerPage(answer, site);
      const shell = shellFor(chosen)!;
      // Posted from a page that has no such form (or a tampered id): answer in the page's first form.
      const formId = shell.includes(`action="/api/contact#${answer.formId}"`)
        ? answer.formId
        : (shell.match(/action="\/api\/contact#([a-z0-9-]+)"/)?.[1] ?? answer.formId);
      renderPath ??= import(pathToFileURL(entry).href).then((module: { renderPath: RenderPath }) => module.renderPath);
      const { html } = await (await renderPath)(chosen, { ...answer, formId });
      return shell.replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_, end: string) => `<div id="root">${html}</div>${end}`,
      );
    },
  };
}

/** Without a built site: the outcome in plain words, with the way back and the phone. */
function plainAnswerPage(answer: FormPostAnswer, site: Pick<Site, 'company' | 'offices' | 'turnaround'>): string {
  const phone = primaryOffice(site).phone;
  const problems = Object.values(answer.errors);
  const body =
    answer.outcome === 'sent'
      ? `<h1>Thank you! Your request is in.</h1><p>We call or email you within ${businessDaysText(site.turnaround.replyBusinessDays)}. Need us sooner? Call ${escapeHtml(phone)}.</p>`
      : [
          '<h1>Your request was not sent yet</h1>',
          answer.message ? `<p>${escapeHtml(answer.message)}</p>` : '',
          problems.length ? `<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>` : '',
          `<p>Go back to the form, correct it and send it again, or call us at ${escapeHtml(phone)}.</p>`,
        ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(site.company.name)}</title></head><body><main>${body}<p><a href="/contact">Back to the contact page</a></p></main></body></html>`;
}
