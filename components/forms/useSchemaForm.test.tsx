import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
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

const noteSchema = z.object({
  channel: z.enum(['email', 'mobile']),
  topic: z.string().min(1, 'validation.required'),
  kind: z.enum(['question', 'complaint'], { error: 'validation.required' }),
  body: z.string().trim().min(1, 'validation.required'),
});

function Note({ onSent }: { onSent: (values: unknown) => Promise<void> }) {
  const { formRef, errors, submitting, onSubmit, onChange, setValue, setError, reset, watched } =
    useSchemaForm(noteSchema, { watch: { body: '', kind: 'question' } });
  const send = onSubmit(async (values) => {
    await onSent(values);
    setError('topic', 'errors.taken', { focus: true });
  });
  return (
    <form ref={formRef} onSubmit={send} onChange={onChange} noValidate>
      <input type="hidden" name="channel" value="email" />
      <label>Topic
        <select name="topic" defaultValue="">
          <option value="" disabled hidden />
          <option value="cars">Cars</option>
        </select>
      </label>
      {errors.topic ? <p>topic: {errors.topic}</p> : null}
      <label><input type="radio" name="kind" value="question" defaultChecked /> Question</label>
      <label><input type="radio" name="kind" value="complaint" /> Complaint</label>
      <p>kind is {watched.kind}</p>
      <label>Body<textarea name="body" /></label>
      {errors.body ? <p>body: {errors.body}</p> : null}
      <p>{watched.body.length} characters</p>
      <button type="button" onClick={() => setValue('body', 'Filled in')}>Fill</button>
      <button type="button" onClick={() => reset({ topic: 'cars', body: '' })}>Reset</button>
      <button type="submit" disabled={submitting}>Send</button>
    </form>
  );
}

it('reads selects, radio groups, text areas and hidden values, and focuses the first bad field in the form\'s order', async () => {
  const onSent = jest.fn(async () => {});
  render(<Note onSent={onSent} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('topic: validation.required')).toBeInTheDocument();
  expect(screen.getByText('body: validation.required')).toBeInTheDocument();
  expect(screen.getByLabelText('Topic')).toHaveFocus();
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'cars' } });
  fireEvent.click(screen.getByLabelText('Complaint'));
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: ' Hello ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ channel: 'email', topic: 'cars', kind: 'complaint', body: 'Hello' }));
});

it('follows watched values as they are typed, set or reset', async () => {
  render(<Note onSent={async () => {}} />);
  expect(screen.getByText('0 characters')).toBeInTheDocument();
  expect(screen.getByText('kind is question')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'abc' } });
  expect(await screen.findByText('3 characters')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Complaint'));
  expect(await screen.findByText('kind is complaint')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
  expect(screen.getByLabelText('Body')).toHaveValue('Filled in');
  expect(await screen.findByText('9 characters')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('0 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Topic')).toHaveValue('cars');
});

it('shows a server\'s message at its field and keeps it until that field changes', async () => {
  render(<Note onSent={async () => {}} />);
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'cars' } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('topic: errors.taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Topic')).toHaveFocus();
  // Another field's change checks that field only: the server's message stays, a new one shows.
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: '' } });
  expect(await screen.findByText('body: validation.required')).toBeInTheDocument();
  expect(screen.getByText('topic: errors.taken')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'cars' } });
  await waitFor(() => expect(screen.queryByText(/^topic:/)).not.toBeInTheDocument());
});

it('after a reset, shows no message and checks nothing until the next submit', async () => {
  render(<Note onSent={async () => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('body: validation.required')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(screen.queryByText(/^body:/)).not.toBeInTheDocument());
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'x' } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: '' } });
  expect(screen.queryByText(/^body:/)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('body: validation.required')).toBeInTheDocument();
  expect(screen.getByLabelText('Body')).toHaveFocus();
});
