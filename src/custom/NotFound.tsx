import { Link } from './routing/router';
import { texts } from '../messages/catalogue';
import { paths } from '../config/paths';
import './NotFound.css';

/**
 * The not-found screen: a page's own `main` outside the admin, a section of the layout's `main`
 * as react-admin's catchAll (a page has one main landmark).
 */
export function NotFound({ inLayout = false }: { inLayout?: boolean }) {
  const Landmark = inLayout ? 'section' : 'main';
  return (
    <Landmark className="not-found" aria-labelledby="not-found-heading">
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading" className="not-found__heading">
          {texts.notFound.heading}
        </h1>
        <p className="not-found__body">{texts.notFound.body}</p>
        <Link className="not-found__home" to={paths.root}>
          {texts.notFound.goHome}
        </Link>
      </div>
    </Landmark>
  );
}

/** react-admin's catchAll: inside the layout's main landmark. */
export const NotFoundInLayout = () => <NotFound inLayout />;

export default NotFound;
