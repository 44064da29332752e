// A screen the server renders (ssr/first-screen.tsx) may send its reader elsewhere instead (an empty cart's
// checkout goes to /shop). React Router cannot navigate inside the server's render, and whether the screen
// does may hang on history state only the browser has: <Redirect> notes it here, and the server sends the
// page without that screen; the app navigates from the static shell (decision 032).

export const serverRedirect = {
  /** True while the server renders a screen (the browser never sets it). */
  rendering: false,
  /** The screen being rendered sends its reader elsewhere. */
  noted: false,
}
