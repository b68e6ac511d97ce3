import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ChangeEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it, onTestFinished, vi } from 'vitest';
import { Checkbox } from '../components/forms/Checkbox/Checkbox.tsx';
import { TextField } from '../components/forms/TextField/TextField.tsx';
import {
  bindCheckbox,
  bindTextField,
  useSchemaForm,
  type BindableField,
  type SchemaFormOptions,
} from './useSchemaForm.ts';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  agreed: v.pipe(
    v.boolean(),
    v.check((ticked) => ticked, 'Please agree'),
  ),
  trap: v.optional(v.string(), ''),
});
type Input = v.InferInput<typeof schema>;
type Output = v.InferOutput<typeof schema>;

const defaultValues: Input = { name: '', agreed: false, trap: '' };
const fields = [
  { name: 'name', id: 'name' },
  { name: 'agreed', id: 'agreed' },
];

type HarnessProps = Partial<Pick<SchemaFormOptions<Input, Output>, 'submit' | 'before' | 'drop'>>;

/** A small form built the way the composed forms are, showing the hook's state as text. */
function Harness({ submit = () => Promise.resolve(), before, drop }: HarnessProps) {
  const { form, sending, succeeded, failed, summary, handleSubmit, resetOutcome } = useSchemaForm({
    schema,
    defaultValues,
    fields,
    submit,
    before,
    drop,
  });
  const outcome = succeeded ? 'succeeded' : failed ? 'failed' : sending ? 'sending' : 'editing';
  return (
    <>
      <p data-testid="outcome">{outcome}</p>
      <ul aria-label="Problems" data-attempt={summary.attempt}>
        {summary.errors.map((error) => (
          <li key={error.fieldId}>{`${error.fieldId}: ${error.message}`}</li>
        ))}
      </ul>
      <form aria-label="Test form" noValidate onSubmit={handleSubmit}>
        <form.Field name="name">
          {(field) => <TextField id="name" label="Name" {...bindTextField(field)} />}
        </form.Field>
        <form.Field name="agreed">
          {(field) => <Checkbox id="agreed" label="I agree" {...bindCheckbox(field)} />}
        </form.Field>
        <form.Field name="trap">
          {(field) => <TextField id="trap" label="Trap" {...bindTextField(field)} />}
        </form.Field>
        <button type="submit">Send</button>
      </form>
      <button type="button" onClick={resetOutcome}>
        Start again
      </button>
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: () => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = () => no(new Error('offline'));
  });
  return { promise, resolve, reject };
}

const outcome = () => screen.getByTestId('outcome');
const problems = () => screen.getByRole('list', { name: 'Problems' });
const name = () => screen.getByRole('textbox', { name: 'Name' });
const agreed = () => screen.getByRole('checkbox', { name: 'I agree' });
/** A task after the next frame: when a turned-down submit has given the fields their state. */
const afterThePaint = () =>
  act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
/** Presses Send, and waits for what a turned-down submit shows after the paint. */
const send = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await afterThePaint();
};

async function fillIn() {
  await userEvent.type(name(), ' Amina ');
  await userEvent.click(agreed());
}

describe('useSchemaForm', () => {
  it('carries the types of the schema to the form', () => {
    const { result } = renderHook(() =>
      useSchemaForm({ schema, defaultValues, fields, submit: () => Promise.resolve() }),
    );
    expectTypeOf(result.current.form.state.values).toEqualTypeOf<Input>();
    expect(result.current.form.state.values).toEqual(defaultValues);
  });

  it('checks nothing before the first submit, then lists the problems in field order', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<Harness submit={submit} />);
    await userEvent.type(name(), ' ');
    await userEvent.clear(name());
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(problems()).toHaveAttribute('data-attempt', '0');

    await send();
    expect(submit).not.toHaveBeenCalled();
    expect(problems()).toHaveAttribute('data-attempt', '1');
    expect(problems()).toHaveTextContent('name: Name is requiredagreed: Please agree');
    expect(name()).toHaveAccessibleDescription('Error: Name is required');
    expect(agreed()).toHaveAttribute('aria-invalid', 'true');
    expect(outcome()).toHaveTextContent('editing');
  });

  it('answers a turned-down submit with the summary in one render, then the fields after the paint', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
        <Harness />
      </Profiler>,
    );
    commits.length = 0;
    // A submit event, as a press of Send makes, and the render it causes at once: the summary
    // alone, so the press is answered in the next frame (issue 27's latency).
    act(() => {
      fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    });
    expect(commits).toEqual(['update']);
    expect(problems()).toHaveAttribute('data-attempt', '1');
    expect(problems()).toHaveTextContent('name: Name is requiredagreed: Please agree');
    expect(name()).not.toHaveAttribute('aria-invalid');

    // Once that frame is painted: every field touched and given its message, in one render.
    await afterThePaint();
    expect(commits).toEqual(['update', 'update']);
    expect(name()).toHaveAccessibleDescription('Error: Name is required');
    expect(agreed()).toHaveAttribute('aria-invalid', 'true');
    expect(problems()).toHaveAttribute('data-attempt', '1');
  });

  it('gives the fields their state in the next task on a hidden page, which paints no frames', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    onTestFinished(() => {
      visibility.mockRestore();
      frame.mockRestore();
    });
    render(<Harness />);
    act(() => {
      fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    });
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(frame).not.toHaveBeenCalled();
    expect(name()).toHaveAccessibleDescription('Error: Name is required');
  });

  it('after a submit, checks on every change; each failed submit is a new attempt', async () => {
    render(<Harness />);
    await send();
    await userEvent.type(name(), 'Amina');
    expect(name()).not.toHaveAttribute('aria-invalid');
    await send();
    expect(problems()).toHaveAttribute('data-attempt', '2');
    expect(problems()).toHaveTextContent(/^agreed: Please agree$/);
  });

  it('sends the output of the schema once, shows sending, then succeeds with an empty form', async () => {
    const sending = deferred();
    const submit = vi.fn(() => sending.promise);
    render(<Harness submit={submit} />);
    await fillIn();
    await send();
    expect(outcome()).toHaveTextContent('sending');
    await send();
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    await act(() => new Promise((settle) => setTimeout(settle)));
    expect(submit).toHaveBeenCalledExactlyOnceWith({ name: 'Amina', agreed: true, trap: '' });

    await act(async () => sending.resolve());
    expect(outcome()).toHaveTextContent('succeeded');
    expect(name()).toHaveValue('');
    expect(agreed()).not.toBeChecked();
  });

  it('on a failed send keeps what was typed, and clears the failure on the next submit', async () => {
    const first = deferred();
    const second = deferred();
    const submit = vi
      .fn<(values: Output) => Promise<void>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    render(<Harness submit={submit} />);
    await fillIn();
    await send();
    await act(async () => first.reject());
    expect(outcome()).toHaveTextContent('failed');
    expect(name()).toHaveValue(' Amina ');
    expect(agreed()).toBeChecked();

    await send();
    expect(outcome()).toHaveTextContent('sending');
    await act(async () => second.resolve());
    expect(outcome()).toHaveTextContent('succeeded');
  });

  it('clears an earlier success and the listed problems when the next submit starts', async () => {
    render(<Harness />);
    await send();
    expect(problems()).not.toBeEmptyDOMElement();
    await fillIn();
    await send();
    expect(problems()).toBeEmptyDOMElement();
    expect(outcome()).toHaveTextContent('succeeded');

    await send();
    expect(outcome()).toHaveTextContent('editing');
    expect(problems()).toHaveAttribute('data-attempt', '2');
  });

  it('stops a submit, changing nothing, when `before` says no', async () => {
    const submit = vi.fn(() => Promise.reject(new Error('offline')));
    const before = vi.fn((values: Input) => values.agreed);
    render(<Harness submit={submit} before={before} />);
    await send();
    expect(before).toHaveBeenCalledWith(defaultValues);
    expect(problems()).toHaveAttribute('data-attempt', '0');
    expect(name()).not.toHaveAttribute('aria-invalid');

    await fillIn();
    await send();
    expect(outcome()).toHaveTextContent('failed');
    await userEvent.click(agreed());
    await send();
    // Still the failure of the last real submit: `before` stopped this one first.
    expect(outcome()).toHaveTextContent('failed');
    expect(submit).toHaveBeenCalledOnce();
  });

  it('drops a submission silently when `drop` says so: success shown, nothing checked or sent', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<Harness submit={submit} drop={(values) => values.trap !== ''} />);
    await send();
    expect(problems()).not.toBeEmptyDOMElement();
    await userEvent.type(screen.getByRole('textbox', { name: 'Trap' }), 'http://spam.example');
    await send();
    expect(outcome()).toHaveTextContent('succeeded');
    expect(problems()).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Trap' })).toHaveValue('');
    expect(submit).not.toHaveBeenCalled();
  });

  it('goes back to editing when the outcome is reset', async () => {
    render(<Harness />);
    await fillIn();
    await send();
    expect(outcome()).toHaveTextContent('succeeded');
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(outcome()).toHaveTextContent('editing');
  });
});

function fakeField<TValue>(value: TValue, errors: unknown[] = []) {
  return {
    name: 'email',
    state: { value, meta: { errors } },
    handleChange: vi.fn<(value: NonNullable<TValue>) => void>(),
    handleBlur: vi.fn(),
  } satisfies BindableField<TValue>;
}

describe('bindTextField', () => {
  it('gives the control its name, value, handlers and first error message', () => {
    const field = fakeField('amina@', [
      undefined,
      { message: 'Please enter a valid email address' },
    ]);
    const props = bindTextField(field);
    expect(props).toMatchObject({
      name: 'email',
      value: 'amina@',
      onBlur: field.handleBlur,
      error: 'Please enter a valid email address',
    });
    props.onChange({ target: { value: 'amina@example.org' } } as ChangeEvent<HTMLInputElement>);
    expect(field.handleChange).toHaveBeenCalledExactlyOnceWith('amina@example.org');
  });

  it('reads an optional field left out as empty, with no error', () => {
    const props = bindTextField(fakeField<string | undefined>(undefined));
    expect(props.value).toBe('');
    expect(props.error).toBeUndefined();
  });

  it('takes text fields only (a type check: a yes-or-no field binds with bindCheckbox)', () => {
    expectTypeOf(fakeField(false)).not.toExtend<Parameters<typeof bindTextField>[0]>();
    expectTypeOf(fakeField<string | undefined>('')).toExtend<Parameters<typeof bindTextField>[0]>();
  });
});

describe('bindCheckbox', () => {
  it('gives the box its name, checked state, handlers and first error message', () => {
    const field = fakeField(false, ['Please agree']);
    const props = bindCheckbox(field);
    expect(props).toMatchObject({
      name: 'email',
      checked: false,
      onBlur: field.handleBlur,
      error: 'Please agree',
    });
    props.onChange({ target: { checked: true } } as ChangeEvent<HTMLInputElement>);
    expect(field.handleChange).toHaveBeenCalledExactlyOnceWith(true);
  });
});

describe('a form prerendered and hydrated later', () => {
  /** The server's markup in the page, typed into as plain HTML, then hydrated. */
  async function typeBeforeHydrating(typeIn: (form: HTMLFormElement) => void) {
    const submit = vi.fn<(values: Output) => Promise<void>>(() => Promise.resolve());
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness submit={submit} />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    typeIn(container.querySelector('form') as HTMLFormElement);
    await act(async () => {
      hydrateRoot(container, <Harness submit={submit} />);
    });
    return { submit };
  }

  it('keeps what was typed before it hydrated, and sends it', async () => {
    const { submit } = await typeBeforeHydrating((form) => {
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Amina';
      (form.elements.namedItem('agreed') as HTMLInputElement).checked = true;
    });
    expect(name()).toHaveValue('Amina');
    expect(agreed()).toBeChecked();
    await send();
    expect(submit).toHaveBeenCalledWith({ name: 'Amina', agreed: true, trap: '' });
    expect(outcome()).toHaveTextContent('succeeded');
  });

  it('checks what was typed before it hydrated like anything else', async () => {
    const { submit } = await typeBeforeHydrating((form) => {
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Amina';
    });
    await send();
    expect(submit).not.toHaveBeenCalled();
    expect(problems()).toHaveTextContent('agreed: Please agree');
    expect(problems()).not.toHaveTextContent('name:');
    expect(name()).toHaveValue('Amina');
  });
});
