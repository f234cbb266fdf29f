import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_AUTH_MESSAGES, ROUTES } from '@law/contracts';
import { http, serverError } from '@law/ui';

export function LoginPage() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(ADMIN_AUTH_MESSAGES.passwordRequired);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await http.post('/admin/login', { password });
      navigate(ROUTES.adminChats, { replace: true });
    } catch (err) {
      setError(serverError(err) ?? ADMIN_AUTH_MESSAGES.loginFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate>
        <h1>Вхід для адміністратора</h1>
        <label htmlFor="admin-password">Пароль</label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        {error && (
          <p id="login-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Вхід...' : 'Увійти'}
        </button>
      </form>
    </main>
  );
}
