// Tabs drawn as links (`?tab=...`, each page shows its panel without script) switch in place: the panel shows at once,
// the address follows without a new page, and the keys of the tabs pattern work (arrows, Home, End; only the chosen
// tab is in the Tab order).

export function enhanceLinkTabs(doc: Document) {
  for (const list of doc.querySelectorAll<HTMLElement>('[role="tablist"][data-link-tabs]')) {
    const tabs = [...list.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
    const panelOf = (tab: HTMLElement) => doc.getElementById(tab.getAttribute('aria-controls') ?? '');
    const choose = (chosen: HTMLAnchorElement) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = panelOf(tab);
        if (panel) panel.hidden = !selected;
      }
    };
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLAnchorElement>('a[role="tab"]');
      // A new tab or window (a modifier key) is the link's own business.
      if (!tab || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      choose(tab);
      window.history.replaceState(window.history.state, '', tab.href);
    });
    list.addEventListener('keydown', (event) => {
      const at = tabs.indexOf(event.target as HTMLAnchorElement);
      const next = {
        ArrowRight: at + 1,
        ArrowLeft: at - 1 + tabs.length,
        Home: 0,
        End: tabs.length - 1,
      }[event.key];
      if (at < 0 || next === undefined) return;
      event.preventDefault();
      const tab = tabs[next % tabs.length];
      tab?.focus();
      tab?.click();
    });
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
    if (selected) choose(selected);
  }
}
