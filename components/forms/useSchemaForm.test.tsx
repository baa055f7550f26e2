import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loginSchema } from '@/lib/validation/sign-in';
import { useSchemaForm } from './useSchemaForm';

function SignIn({ onSent }: { onSent: (values: unknown) => Promise<void> }) {
  const { formRef, errors, submitting, onSubmit, onChange } = useSchemaForm(loginSchema);
  return (
    <form ref={formRef} onSubmit={onSubmit(onSent)} onChange={onChange} noValidate>
      <label>Login<input name="login" /></label>
      {errors.login ? <p>login: {errors.login}</p> : null}
      <label>Password<input name="password" type="password" /></label>
      {errors.password ? <p>password: {errors.password}</p> : null}
      <button type="submit" disabled={submitting}>{submitting ? 'Sending' : 'Send'}</button>
    </form>
  );
}

it('shows the schema message of each bad field, focuses the first and sends nothing', async () => {
  const onSent = jest.fn(async () => {});
  render(<SignIn onSent={onSent} />);
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('login: validation.required')).toBeInTheDocument();
  expect(screen.queryByText(/^password:/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Login')).toHaveFocus();
  expect(onSent).not.toHaveBeenCalled();
});

it('clears a message as soon as the field is corrected', async () => {
  render(<SignIn onSent={async () => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('login: validation.required')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'demo@portal.test' } });
  await waitFor(() => expect(screen.queryByText(/^login:/)).not.toBeInTheDocument());
  expect(screen.getByText('password: validation.required')).toBeInTheDocument();
});

it('sends the parsed values once, however often the button is pressed while it waits', async () => {
  let finish: () => void = () => {};
  const onSent = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
  render(<SignIn onSent={onSent} />);
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: '  demo@portal.test ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
  const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
  expect(onSent).toHaveBeenCalledTimes(1);
  expect(onSent).toHaveBeenCalledWith({ login: 'demo@portal.test', password: 'Demo1234' });
  finish();
  expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
});
