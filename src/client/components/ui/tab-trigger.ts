/** The look of a step or section tab (Radix Tabs.Trigger): underlined when active, dimmed when disabled. */
export const tabTriggerClass =
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';
