/** The notifications panel's box: under the header on a phone, under the bell from 640 px. */
export const panelFrameClass =
  'fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100svh-5rem)] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96'
