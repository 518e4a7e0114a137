/**
 * The inline script in every page's head (gatsby-ssr.tsx): no form is sent by the browser itself
 * before its island has hydrated, except a form that names its own action (the search box: a plain
 * GET to /zoeken/ on purpose). docs/decisions/012-forms.md
 */
export const FORM_GUARD = `document.addEventListener("submit",function(e){e.target.hasAttribute("action")||e.preventDefault()},true);`;
