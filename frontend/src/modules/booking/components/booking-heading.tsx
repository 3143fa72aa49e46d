import { createContext, useContext, type ReactNode } from 'react';

// The flow's headline is the page's h1 on /booking and an h2 under the page title elsewhere; its sections
// follow one level below it, so headings never skip a level.
export const HeadlineLevel = createContext(1);

export function SectionHeading({ depth, className, children }: { depth: 1 | 2; className: string; children: ReactNode }) {
  const level = Math.min(6, useContext(HeadlineLevel) + depth);
  const Tag = `h${level}` as 'h2';
  return <Tag className={className}>{children}</Tag>;
}
