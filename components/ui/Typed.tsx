import type { HTMLAttributes, ReactNode } from 'react';

type Props = Omit<HTMLAttributes<HTMLElement>, 'dir'> & {
  children: ReactNode;
  /** A paragraph of its own (a reason, a description, a note), its lines kept; else inline. */
  block?: boolean;
};

/**
 * Text a person typed (a note or reason of the desk, an address, the other party's details, a
 * reference, a description, a name), shown in its own direction whatever the page's: English inside
 * an Arabic page keeps its full stop and brackets where they belong, and Arabic inside an English page
 * reads right to left. Its first strong letter decides (`dir="auto"`). Inline it is a `<bdi>`, isolated
 * from the sentence around it; a block is a paragraph that also aligns to its own start.
 * `data-user-text` tells the screens' language checks that it is the writer's words, not the page's.
 */
export function Typed({ block, className, children, ...rest }: Props) {
  if (block) {
    return <p dir="auto" data-user-text className={`whitespace-pre-line ${className ?? ''}`.trim()} {...rest}>{children}</p>;
  }
  return <bdi dir="auto" data-user-text className={className} {...rest}>{children}</bdi>;
}
