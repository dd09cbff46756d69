import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * With `?check_privileges=true` the login page first tries the server's session cookie (after single
 * sign-on); without one the form simply stays.
 */
export function useSessionCheck() {
  const [params] = useSearchParams();
  const { loginWithServerSession } = useSession();
  const wanted = params.get('check_privileges') === 'true';
  const [checking, setChecking] = useState(wanted);
  const started = useRef(false);

  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    loginWithServerSession()
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }, [wanted, loginWithServerSession]);

  return checking;
}
