/** The select trigger's look, shared by the Radix trigger and DeferredSelect's stand-in so the swap is invisible. */
export const selectTriggerClass =
  'flex h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&>span]:truncate'
