// The trainees' sign-in cards: where to sign in (this server's address), user ID, password and
// sandbox company, in a grid. Print sends only the cards to the printer, eight to a page: a copy
// of the grid, page by page, sits straight under <body> (signInCards.css hides everything else on paper).
// When the address is this computer's own (127.0.0.1, localhost), the screen warns that trainees'
// machines cannot reach it and says how to start the server so they can.
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import type { TraineeCard } from '@contract/sim-classroom';
import './signInCards.css';

/** Cards on one printed page: two across, four down. */
export const CARDS_PER_PAGE = 8;

/** A host name only this computer answers: 127.0.0.0/8, ::1, localhost. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]' || host === '::1';
}

function pagesOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

function CardGrid({ cards, testIds }: { cards: readonly TraineeCard[]; testIds: boolean }) {
  const { t } = useTranslation();
  const server = window.location.origin;
  const line = (label: string, value: string, className = '') => (
    <div className="sign-in-card-line">
      <dt>{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
  return (
    <ul className="sign-in-cards list-none p-0 m-0">
      {cards.map((card) => (
        <li key={card.userId} className="sign-in-card" data-testid={testIds ? 'sign-in-card' : undefined}>
          <h3 className="m-0 mb-2 text-lg">{card.userName}</h3>
          <dl className="m-0">
            {line(t('simulator.classroom.server'), server, 'sign-in-card-code')}
            {line(t('simulator.classroom.userId'), card.userId, 'sign-in-card-code')}
            {line(t('simulator.classroom.password'), card.password, 'sign-in-card-code sign-in-card-password')}
            {line(t('simulator.classroom.company'), card.companyName)}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function SignInCards({ cards, onHide }: { cards: readonly TraineeCard[]; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('simulator.classroom.cardsTitle')} data-testid="sign-in-cards">
      <div className="flex flex-wrap align-items-center gap-2 mb-3">
        <p className="m-0 text-600 text-sm flex-1">{t('simulator.classroom.cardsHint')}</p>
        <Button type="button" icon="pi pi-print" label={t('simulator.classroom.print')} onClick={() => window.print()} />
        <Button type="button" icon="pi pi-times" label={t('simulator.classroom.hideCards')} outlined onClick={onHide} />
      </div>
      {isLoopback(window.location.hostname) && (
        <Message
          severity="warn"
          className="w-full justify-content-start mb-3"
          data-testid="loopback-warning"
          content={
            <div>
              <strong className="block mb-1">{t('simulator.classroom.loopbackTitle')}</strong>
              <span>{t('simulator.classroom.loopbackWarning', { server: window.location.origin })}</span>
            </div>
          }
        />
      )}
      <CardGrid cards={cards} testIds />
      {createPortal(
        <div className="sign-in-print" aria-hidden="true">
          {pagesOf(cards, CARDS_PER_PAGE).map((page, i) => (
            <div key={i} className="sign-in-page">
              <CardGrid cards={page} testIds={false} />
            </div>
          ))}
        </div>,
        document.body,
      )}
    </Card>
  );
}
