import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useQueryParam } from './useQueryParam';

function Shows({ name }: { name: string }) {
  return <p>{useQueryParam(name) ?? 'none'}</p>;
}

beforeEach(() => window.history.replaceState(null, '', '/en/signin-signup?mode=signup&next=%2Fen%2Foffers'));

it('reads the query in the browser', () => {
  render(<><Shows name="mode" /><Shows name="next" /><Shows name="other" /></>);
  expect(screen.getByText('signup')).toBeInTheDocument();
  expect(screen.getByText('/en/offers')).toBeInTheDocument();
  expect(screen.getByText('none')).toBeInTheDocument();
});

it('is null in the server render, so a prerendered page holds the same HTML for every query', () => {
  expect(renderToString(<Shows name="mode" />)).toBe('<p>none</p>');
});
