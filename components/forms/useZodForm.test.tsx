import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { loginSchema } from '@/lib/validation/sign-in';
import { amount } from '@/lib/validation/numbers';
import { applyServerErrors } from './server-errors';
import { useFormDraft } from './useFormDraft';
import { useLazyZodForm, useZodForm } from './useZodForm';

// The field messages stay keys here: translation is useFieldError's, tested with the screens.
const errorOf = (errors: Record<string, { message?: unknown } | undefined>, name: string) => {
  const message = errors[name]?.message;
  return typeof message === 'string' ? <p>{name}: {message}</p> : null;
};

function SignIn({ onSent, failWith }: { onSent: (values: unknown) => void; failWith?: unknown }) {
  const form = useZodForm(loginSchema, { defaultValues: { login: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    onSent(values);
    if (failWith) applyServerErrors(form.setError, failWith);
  });
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <form onSubmit={submit} noValidate>
      <label>Login<input {...form.register('login')} /></label>
      {errorOf(errors, 'login')}
      <label>Password<input type="password" {...form.register('password')} /></label>
      {errorOf(errors, 'password')}
      <button type="submit">Send</button>
    </form>
  );
}

it('shows the schema message of each bad field, focuses the first and sends nothing', async () => {
  const onSent = jest.fn();
  render(<SignIn onSent={onSent} />);
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('login: signIn.validation.login')).toBeInTheDocument();
  expect(screen.queryByText(/^password:/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Login')).toHaveFocus();
  expect(onSent).not.toHaveBeenCalled();
});

it('clears a message as the field is corrected, and sends the parsed values', async () => {
  const onSent = jest.fn();
  render(<SignIn onSent={onSent} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('password: validation.passwordRequired')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: ' demo@portal.test ' } });
  await waitFor(() => expect(screen.queryByText(/^login:/)).not.toBeInTheDocument());
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ login: 'demo@portal.test', password: 'Demo1234' }));
});

it('puts a server answer’s field messages (§8) on the fields and focuses the first', async () => {
  const failure = new ApiError(400, 'invalid_request', 'invalid', { password: 'validation.password', other: 'x.y' });
  render(<SignIn onSent={() => {}} failWith={failure} />);
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'demo@portal.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('password: validation.password')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

it('says nothing was mapped for an answer without fields', () => {
  expect(applyServerErrors(jest.fn(), new ApiError(409, 'conflict', 'conflict'))).toBe(false);
  expect(applyServerErrors(jest.fn(), new Error('network'))).toBe(false);
});

function LazySignIn({ onSent }: { onSent: (values: unknown) => void }) {
  const form = useLazyZodForm(() => Promise.resolve(loginSchema), { defaultValues: { login: '', password: '' } });
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <form onSubmit={form.handleSubmit(onSent)} noValidate>
      <label>Login<input {...form.register('login')} /></label>
      {errorOf(errors, 'login')}
      <button type="submit">Send</button>
    </form>
  );
}

it('checks with a schema that loads later (the light pages) like with one at hand', async () => {
  const onSent = jest.fn();
  render(<LazySignIn onSent={onSent} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('login: signIn.validation.login')).toBeInTheDocument();
  expect(onSent).not.toHaveBeenCalled();
});

const valueSchema = z.object({ note: z.string(), value: amount(5000, 2000000, { required: 'v.required', range: 'v.range', fils: 'v.fils' }), secret: z.string() });

function Values({ onSent }: { onSent: (values: unknown) => void }) {
  const form = useZodForm(valueSchema, { defaultValues: { note: '', value: '', secret: '' } });
  useFormDraft(form, 'test:values', ['secret']);
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <form onSubmit={form.handleSubmit(onSent)} noValidate>
      <label>Note<input {...form.register('note')} /></label>
      <label>Value<input {...form.register('value')} /></label>
      {errorOf(errors, 'value')}
      <label>Secret<input {...form.register('secret')} /></label>
      <button type="submit">Send</button>
    </form>
  );
}

it('keeps what was typed across a new mount (a reload), never a secret', async () => {
  sessionStorage.clear();
  const first = render(<Values onSent={() => {}} />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'kept' } });
  fireEvent.change(screen.getByLabelText('Value'), { target: { value: '150,000' } });
  fireEvent.change(screen.getByLabelText('Secret'), { target: { value: 'hunter2' } });
  first.unmount();
  render(<Values onSent={() => {}} />);
  await waitFor(() => expect(screen.getByLabelText('Note')).toHaveValue('kept'));
  expect(screen.getByLabelText('Value')).toHaveValue('150,000');
  expect(screen.getByLabelText('Secret')).toHaveValue('');
  expect(sessionStorage.getItem('draft:test:values')).not.toContain('hunter2');
});

it('reads an amount as typed, and says so when fils are typed where whole dinars go', async () => {
  sessionStorage.clear();
  const onSent = jest.fn();
  render(<Values onSent={onSent} />);
  fireEvent.change(screen.getByLabelText('Value'), { target: { value: '20000.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('value: v.fils')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Value'), { target: { value: '١٥٠٬٠٠٠' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ note: '', value: 150000, secret: '' }, expect.anything()));
});
