import { Eta } from 'eta';
import type { AppContext } from '../context.js';
import { VIEWS_DIR } from './files.js';
import { SECTIONS, workspacePath, type Section } from './paths.js';
import { at } from './time.js';

// Auto-escaping stays on (Eta's default): every <%= %> is escaped; only the layout prints its page body raw.
const eta = new Eta({ views: VIEWS_DIR, cache: true, autoEscape: true });

/** What every template may use. */
const helpers = { at, iso: (date: Date) => date.toISOString(), sections: Object.entries(SECTIONS), workspacePath };

/** A view's data: the layout reads the title, the admin's scope (session, workspace, flash) and the section; the view the rest. */
export interface PageData {
  title: string;
  section?: Section;
  [field: string]: unknown;
}

/** An HTML page from `views/<view>.eta`; never cached, since most pages are an admin's own and some show a secret. */
export function renderPage(ctx: AppContext, view: string, data: PageData, status = 200): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = eta.render(view, { ...data, ...helpers });
}

/** 303 See Other: after a form, the browser fetches the next page with GET (post-redirect-get). */
export function seeOther(ctx: AppContext, location: string): void {
  ctx.status = 303;
  ctx.redirect(location);
}
