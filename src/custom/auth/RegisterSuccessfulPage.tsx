import { Link } from '../routing/router';
import { paths } from '../../config/paths';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { authTexts } from './authTexts';

const t = authTexts.registered;

/** /register_successfull (spelt so, as the product's links spell it): the end of invitation registration. */
export default function RegisterSuccessfulPage() {
  return (
    <AuthLayout title={t.title}>
      <AuthMessage kind="success">{t.body}</AuthMessage>
      <Link className="auth-submit auth-button-link" to={paths.login}>
        {t.signIn}
      </Link>
    </AuthLayout>
  );
}
