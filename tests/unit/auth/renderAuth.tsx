import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';

/** Where the page sent the browser, with the state it carried. */
function Landing() {
  const location = useLocation();
  return (
    <output data-testid="landing" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export function renderAt(path: string, entry: InitialEntry, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}
