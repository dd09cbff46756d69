import { useEffect, useRef, useState } from 'react';

/**
 * With `?check_privileges=true` the login page first tries the server's session cookie (after single
 * sign-on); without one the form simply stays. Read from the page's address: the login page's own entry
 * has no router.
 */
export function useSessionCheck(loginWithServerSession: () => Promise<unknown>) {
  const [wanted] = useState(
    () => new URLSearchParams(window.location.search).get('check_privileges') === 'true',
  );
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
