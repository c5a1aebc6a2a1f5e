import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The top bar's title slot (react-admin's TitlePortal renders it). */
const TITLE_SLOT_ID = 'react-admin-title';

/**
 * A custom page's title in the top bar, like react-admin's <Title title="…"> for a plain string,
 * without its in-place title editor: that editor brings MUI's text input stack to every page
 * that shows a title, the dashboard included.
 */
export function PageTitle({ title }: { title: string }) {
  const [slot, setSlot] = useState<HTMLElement | null>(() =>
    document.getElementById(TITLE_SLOT_ID),
  );
  // The top bar may mount after the page on the first render: look again once mounted.
  useEffect(() => {
    setSlot((current) =>
      current && document.body.contains(current) ? current : document.getElementById(TITLE_SLOT_ID),
    );
  }, []);
  if (!slot) return null;
  return createPortal(
    <span>
      <span>{title}</span>
    </span>,
    slot,
  );
}
