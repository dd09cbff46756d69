import { useSession } from '../../lib/session';
import { LoginView } from './login-view';

/** /login in the signed-in app (after a logout or an expired session): the route guard moves on after sign-in. */
export function LoginPage() {
  const { login, loginWithServerSession } = useSession();
  return <LoginView login={login} loginWithServerSession={loginWithServerSession} />;
}
