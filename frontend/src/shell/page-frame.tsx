import type { ReactNode } from 'react';

type PageFrameProps = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

// The heading and content area every module page shares.
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <header className="page-frame-header">
        <div className="page-frame-titles">
          <h1 id="page-title" className="page-frame-title">
            {title}
          </h1>
          {description ? <div className="page-frame-description">{description}</div> : null}
        </div>
        {actions ? <div className="page-frame-actions">{actions}</div> : null}
      </header>
      <div className="page-frame-body">{children}</div>
    </section>
  );
}
