import { Link } from './routing/router';
import { texts } from '../messages/catalogue';
import { paths } from '../config/paths';
import './NotFound.css';

/** The not-found screen, used outside the admin and as react-admin's catchAll. */
export function NotFound() {
  return (
    <main className="not-found">
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__heading">{texts.notFound.heading}</h1>
        <p className="not-found__body">{texts.notFound.body}</p>
        <Link className="not-found__home" to={paths.root}>
          {texts.notFound.goHome}
        </Link>
      </div>
    </main>
  );
}

export default NotFound;
