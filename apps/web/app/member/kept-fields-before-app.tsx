import { useSyncExternalStore } from 'react';
import { useScriptMarker } from '../render/script-marker';
import { KEPT_FIELDS_PREFIX } from './use-kept-fields';

const noChange = () => () => undefined;

/**
 * The script of {@link KeptFieldsBeforeApp} for the form marked `data-kept-as="<keptAs>"`: plain
 * ES5 and a few hundred bytes, since it runs before the app on the cheapest phones.
 */
export function keptFieldsBeforeAppScript(keptAs: string): string {
  const storageKey = JSON.stringify(KEPT_FIELDS_PREFIX + keptAs);
  const form = JSON.stringify(`form[data-kept-as="${keptAs}"]`);
  return [
    '(function(){try{',
    `var d=JSON.parse(sessionStorage.getItem(${storageKey})||"null"),f=document.querySelector(${form}),`,
    'q=!!location.search,t=/^(checkbox|radio|file|hidden|password|submit|reset|button|image)$/,',
    'k=false,n,v,e,r,i;',
    'if(!d||!f)return;',
    'for(n in d){v=d[n];if(typeof v!=="string"||v==="")continue;',
    'e=f.elements.namedItem(n);',
    'if(e&&(e.tagName==="TEXTAREA"||(e.tagName==="INPUT"&&!t.test(e.type)))){',
    'if(e.value===e.defaultValue&&e!==document.activeElement){e.value=v;k=true}continue}',
    'r=document.querySelectorAll("input[type=radio][name="+JSON.stringify(n)+"]");',
    'if(q||!r.length)continue;',
    'for(i=0;i<r.length;i++)if(r[i].checked!==r[i].defaultChecked)break;',
    'if(i<r.length)continue;',
    'for(i=0;i<r.length;i++){r[i].checked=r[i].value===v;k=true}}',
    'if(k)document.dispatchEvent(new Event("coaz:start-app"))',
    '}catch(x){}})()',
  ].join('');
}

/** Props of {@link KeptFieldsBeforeApp}. */
export interface KeptFieldsBeforeAppProps {
  /** The form's key among kept member forms (`useKeptFields`), also its `data-kept-as`. */
  keptAs: string;
}

/**
 * Shows what this tab kept of a member form (`useKeptFields`) before the app runs, and starts the
 * app at once. Drawn right after the form marked `data-kept-as`, on a page that starts its app only
 * when reached for (`/join`, `app/app-start/start-on-demand.ts`): there a reload (a lost answer, a
 * phone that discarded the tab) showed every field empty until the member touched one and the app
 * had arrived on slow data, ten seconds and more, and a member who saw the form empty typed it all
 * again. An inline script of the page, not of the starter, which every page carries (and which is
 * at its budget); the content security policy allows it by its hash, as every inline script of a
 * page the app writes with the server's marker (`useScriptMarker`; `apps/server`,
 * `markedScriptHashes`).
 *
 * Into each text field still as the page came and not the one the cursor is in, it puts what was
 * kept (never a password, which is not kept); radio buttons still as the page came (the membership
 * type, above the form) are set too, except on an address with a query, which makes its own choice
 * (`/join?type=`). Lists (`select`) are left to the app, which restores them at hydration: a
 * province given back before the app would empty the district the app had restored. The starter
 * gives each filled field's text to the app as it does the visitor's typing, and the form's
 * `useTypedBeforeHydration` takes it at hydration, so kept and typed text are one and the same to
 * the app and nothing is put back twice. The script is in the server's HTML alone: the app drops it
 * once it has hydrated, and never draws it on a page it opens itself.
 */
export function KeptFieldsBeforeApp({ keptAs }: KeptFieldsBeforeAppProps) {
  const nonce = useScriptMarker();
  // In the server's HTML (and as hydration finds it) only: a script the app draws never runs, and
  // once it runs the form reads back its own draft.
  const inServerHtml = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
  if (!inServerHtml) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no input.
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: keptFieldsBeforeAppScript(keptAs) }} />
  );
}
