import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDesign, MyAppointment, PublicBookingInfo } from '@chairside/shared/booking/booking-dto';
import { publicClientSchema } from '@chairside/shared/booking/booking-dto';
import { clientInputSchema } from '@chairside/shared/clients/client-dto';
import { addMinutes } from '@chairside/shared/format/durations';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { HOUR_MS, minutesToMs } from '@chairside/shared/format/durations';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { displayName } from '@chairside/shared/format/name-format';
import { useLiveUpdates } from '../../live/use-live-updates';
import { useSession } from '../../session/use-session';
import { parseWith, withoutProblems, type FieldProblems } from '../../ui/form-problems';
import { brandStyle, paragraphsOf } from './booking-brand';
import {
  currentHoldId,
  forgetHolds,
  forgetLapsed,
  holdsFor,
  keepHold,
  keptHolds,
  setCurrentHold,
  useKeptHolds,
  type KeptHold,
} from './booking-held';
import { bookingQueries } from './booking-queries';
import {
  browserZone,
  clampDate,
  groupSlots,
  lastBookableDay,
  longWhen,
  shortDay,
  slotLabel,
  stripStart,
  todayIn,
  zoneDiffers,
  type SlotChoice,
} from './booking-time';
import { ANY_STAFF, DateChoice, LocationChoice, ServiceChoice, STRIP_DAYS, StaffChoice } from './components/booking-choices';
import { ClientFinder, type FoundClient } from './components/client-finder';
import { HeadlineLevel, SectionHeading } from './components/booking-heading';
import { ConfirmationCard } from './components/confirmation-card';
import { DetailsForm, emptyDetails, type DetailsDraft } from './components/details-form';
import { HeldTimes } from './components/held-times';
import { HoldCountdown } from './components/hold-countdown';
import { ManageVisit } from './components/manage-visit';
import { MyAppointments } from './components/my-appointments';
import { SlotList } from './components/slot-list';
import { useBookingCommands, type Confirmation, type PlacedHold } from './hooks/use-booking-commands';
import './booking.css';
import './booking-controls.css';

// The online booking flow: location → services → staff or "any available" → date → live slots →
// hold with a countdown → details → confirmation.
// - mode 'public': /booking, anonymous or a signed-in client (public API only);
// - mode 'staff': /booking-test, a staff member books on a client's behalf (finds the client instead of typing);
// - mode 'preview': /booking-design's live preview: `designOverride` (the unsaved form) brands it; nothing
//   is held or booked.
export type BookingFlowProps = { mode: 'public' | 'staff' | 'preview'; designOverride?: BookingDesign };

type Notice = { intent: 'warning' | 'danger' | 'success'; text: string };

// A confirmation's private manage link: /booking#manage=<token> (the fragment never reaches a server).
const MANAGE_PREFIX = '#manage=';
const manageTokenInHash = () => (window.location.hash.startsWith(MANAGE_PREFIX) ? window.location.hash.slice(MANAGE_PREFIX.length) : null);
export const manageLinkOf = (token: string) => `${window.location.origin}/booking${MANAGE_PREFIX}${token}`;
type Settings = PublicBookingInfo['settings'];

export function BookingFlow({ mode, designOverride }: BookingFlowProps) {
  const info = useQuery(bookingQueries.info());
  if (info.isPending) return <Spinner size={32} aria-label="Loading online booking" />;
  if (info.isError)
    return (
      <Callout intent="danger">
        <strong>Online booking could not be loaded.</strong> {info.error.message}
      </Callout>
    );
  const settings: Settings = designOverride ?? info.data.settings;
  return <LoadedFlow mode={mode} info={info.data} settings={settings} design={designOverride ?? null} />;
}

type LoadedFlowProps = { mode: BookingFlowProps['mode']; info: PublicBookingInfo; settings: Settings; design: BookingDesign | null };

function LoadedFlow({ mode, info, settings, design }: LoadedFlowProps) {
  const { status, user, signIn } = useSession();
  const client = mode === 'public' && status === 'authenticated' && user?.role === 'client' ? user : null;
  const preview = mode === 'preview';
  const queryClient = useQueryClient();
  const commands = useBookingCommands(mode === 'staff' ? 'staff' : 'public');
  const { hold, release, book, bookForClient, rescheduleMine, rescheduleManaged } = commands;

  // /booking keeps its holds in the tab (booking-held.ts): after a reload, back and forward or signing in,
  // the hold being booked is resumed with its choices and countdown, and the others are listed.
  const keeps = mode === 'public';
  const [resumed] = useState(() => {
    if (!keeps) return null;
    const id = currentHoldId();
    return keptHolds().find((kept) => kept.holdId === id && Date.parse(kept.expiresAt) > Date.now()) ?? null;
  });
  const [resumedLabel] = useState(() =>
    resumed ? slotLabel(resumed.startsAt, info.locations.find((entry) => entry.id === resumed.locationId)?.timeZone ?? browserZone()) : '',
  );
  const kept = useKeptHolds();
  const [tab, setTab] = useState<'book' | 'mine'>('book');
  const [chosenLocation, setChosenLocation] = useState(resumed?.locationId ?? '');
  const [chosenServices, setChosenServices] = useState<string[]>(resumed?.serviceIds ?? []);
  const [staffChoice, setStaffChoice] = useState(resumed?.staffChoice ?? ANY_STAFF);
  const [chosenDate, setChosenDate] = useState(resumed?.date ?? '');
  const [placed, setPlaced] = useState<PlacedHold | null>(resumed);
  useEffect(() => {
    if (keeps) setCurrentHold(placed?.holdId ?? null);
  }, [keeps, placed]);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A notice is drawn beside the times the client was choosing from, and brought into view: on a phone the
  // top of the page is a screen or two away from the time just tapped.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView?.({ block: 'center' });
  }, [notice]);
  const [mineNotice, setMineNotice] = useState<string | null>(null);
  const [details, setDetails] = useState<DetailsDraft>(emptyDetails);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [found, setFound] = useState<FoundClient | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirmation, setConfirmation] = useState<{ value: Confirmation; who: string | null } | null>(null);
  // The visit being moved, and the manage link it was opened by (null: "My appointments").
  const [moving, setMoving] = useState<{ appointment: MyAppointment; token: string | null } | null>(null);
  const [manageToken, setManageToken] = useState(() => (mode === 'public' ? manageTokenInHash() : null));
  useEffect(() => {
    if (mode !== 'public') return;
    const follow = () => {
      const token = manageTokenInHash();
      setManageToken(token);
      // Following a manage link (the confirmation's own, say) shows the visit it opens.
      if (token) {
        setConfirmation(null);
        setMoving(null);
      }
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [mode]);
  const leaveManage = () => {
    if (window.location.hash) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    setManageToken(null);
    setMineNotice(null);
  };

  // What the design offers online (the preview narrows by the unsaved form's choices too).
  const offeredServices = info.services.filter((service) => !design?.serviceIds || design.serviceIds.includes(service.id));
  const offeredStaff = info.staff.filter((member) => !design?.staffIds || design.staffIds.includes(member.id));
  const location = info.locations.find((candidate) => candidate.id === chosenLocation) ?? info.locations[0] ?? null;
  const locationId = location?.id ?? '';
  const zone = location?.timeZone ?? browserZone();
  const services = offeredServices.filter((service) => service.locationIds.includes(locationId));
  const serviceIds = chosenServices.filter((id) => services.some((service) => service.id === id));
  const chosen = serviceIds.map((id) => services.find((service) => service.id === id)).filter((service) => service !== undefined);
  const staff = offeredStaff.filter(
    (member) => member.locationIds.includes(locationId) && chosen.every((service) => service.staffIds.includes(member.id)),
  );
  const staffId = staff.some((member) => member.id === staffChoice) ? staffChoice : null;
  const today = todayIn(zone);
  const last = lastBookableDay(today, settings.horizonDays);
  const date = clampDate(chosenDate || today, today, last);

  const slotsRequest = { locationId, serviceIds, staffId, date };
  const slots = useQuery({ ...bookingQueries.slots(slotsRequest), enabled: locationId !== '' && serviceIds.length > 0 });
  // The visitor's own holds that day are listed as theirs ("Held by you"), not hidden as taken.
  const ownHeld = holdsFor(kept, { locationId, date, serviceIds, staffId });
  const groups = slots.data ? groupSlots(slots.data.slots, zone, ownHeld) : null;

  // Once, on arrival: the holds the tab kept that the server no longer counts as the visitor's (booked,
  // released or lapsed meanwhile, or given up for another visitor of a crowded network) are let go.
  useEffect(() => {
    const keptAtStart = keeps ? keptHolds().map((hold) => hold.holdId) : [];
    if (keptAtStart.length === 0) return;
    let current = true;
    void queryClient.fetchQuery({ ...bookingQueries.myHolds(), staleTime: 0 }).then(
      (reply) => {
        if (!current) return;
        const live = new Set(reply.holds.map((hold) => hold.holdId));
        const gone = keptAtStart.filter((holdId) => !live.has(holdId));
        forgetHolds(gone);
        if (resumed && gone.includes(resumed.holdId)) {
          setPlaced((shown) => (shown?.holdId === resumed.holdId ? null : shown));
          setNotice({ intent: 'warning', text: `Your hold on ${resumedLabel} has ended. Please choose a time.` });
        }
      },
      // Unreachable now: the kept holds stay, and any that ended is refused with a sentence when used.
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Every dependency is fixed for the page's life: this runs on arrival only.
  }, [keeps, queryClient, resumed, resumedLabel]);
  const from = stripStart(today, date, STRIP_DAYS);
  const days = useQuery({
    ...bookingQueries.days({ locationId, serviceIds, staffId, from, count: STRIP_DAYS }),
    enabled: locationId !== '' && serviceIds.length > 0 && !preview,
  });
  const dayStates = useMemo(() => new Map(days.data?.days.map((day) => [day.date, day.state]) ?? []), [days.data]);
  const nextFreeDate = slots.data?.date === date ? slots.data.nextFreeDate : null;

  // The tab names the business the client is booking with, not the product.
  useEffect(() => {
    if (mode !== 'public') return;
    const before = document.title;
    document.title = `Book at ${info.business.name}`;
    return () => {
      document.title = before;
    };
  }, [mode, info.business.name]);

  // The client stays where they were: a service added brings its times into view, and so does releasing a
  // hold (the list comes back above the fold instead of at the top of the page).
  const timesRef = useRef<HTMLDivElement>(null);
  const [showTimes, setShowTimes] = useState(0);
  useEffect(() => {
    if (showTimes > 0) timesRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showTimes]);
  const chooseServices = (ids: string[]) => {
    if (ids.length > serviceIds.length) setShowTimes((count) => count + 1);
    setChosenServices(ids);
  };

  // Every booker of the location hears of holds, bookings, moves, cancellations and lapses.
  useLiveUpdates(locationId ? [`public-booking:${locationId}`] : [], null, undefined, locationId !== '');
  // A hold lapses at refreshAt even if nobody acts: read the day again then.
  const refreshAt = slots.data?.refreshAt ?? null;
  useEffect(() => {
    if (!refreshAt) return;
    const wait = Math.min(Math.max(0, Date.parse(refreshAt) - Date.now()) + 500, 2 ** 31 - 1);
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['public-booking', 'slots'] }), wait);
    return () => window.clearTimeout(timer);
  }, [refreshAt, queryClient]);

  const staffName = (id: string) => info.staff.find((member) => member.id === id)?.name ?? 'our team';

  const pick = (slot: SlotChoice) => {
    if (preview) return;
    setNotice(null);
    book.reset();
    bookForClient.reset();
    rescheduleMine.reset();
    // The desk holds through the staff API, which names the person: the slot's first free one.
    const holdStaff = staffId ?? (mode === 'staff' ? (slot.staffIds[0] ?? null) : null);
    hold.mutate(
      { locationId, serviceIds, staffId: holdStaff, startsAt: slot.startsAt, date, holdMinutes: settings.holdMinutes },
      {
        onSuccess: (reply) => {
          if (keeps && reply.holdToken) keepHold({ ...reply, holdToken: reply.holdToken, staffChoice });
          setPlaced(reply);
        },
        onError: (error) => {
          setNotice({ intent: 'danger', text: error.message });
          // What the list offered may be gone (taken by someone else): read the times again.
          void queryClient.invalidateQueries({ queryKey: ['public-booking', 'slots'] });
        },
      },
    );
  };

  const onLapse = () => {
    if (!placed) return;
    forgetHolds([placed.holdId]);
    setPlaced(null);
    setNotice({
      intent: 'warning',
      text: `Your hold on ${slotLabel(placed.startsAt, zone)} has lapsed, so the time is free for everyone again. Please choose a time.`,
    });
    void queryClient.invalidateQueries({ queryKey: ['public-booking', 'slots'] });
  };

  const onRelease = () => {
    if (!placed) return;
    release.mutate(placed, {
      onSettled: () => {
        setPlaced(null);
        setShowTimes((count) => count + 1);
      },
    });
  };

  // Back to a held time's "Your time" screen, with the choices it was held for.
  const resume = (hold: KeptHold) => {
    setChosenLocation(hold.locationId);
    setChosenServices(hold.serviceIds);
    setStaffChoice(hold.staffChoice);
    setChosenDate(hold.date);
    setNotice(null);
    book.reset();
    setPlaced(hold);
  };
  const resumeById = (holdId: string) => {
    const hold = kept.find((candidate) => candidate.holdId === holdId);
    if (hold) resume(hold);
  };
  const otherHolds = keeps ? kept.filter((hold) => hold.holdId !== placed?.holdId) : [];
  // A kept hold that lapses leaves the lists when it does.
  useEffect(() => {
    if (kept.length === 0) return;
    const first = Math.min(...kept.map((hold) => Date.parse(hold.expiresAt)));
    const timer = window.setTimeout(() => forgetLapsed(Date.now()), Math.min(Math.max(0, first - Date.now()) + 250, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [kept]);
  const servicesOf = (hold: KeptHold) =>
    hold.serviceIds.map((id) => info.services.find((service) => service.id === id)?.name ?? 'Service').join(', ');
  const zoneOf = (hold: KeptHold) => info.locations.find((candidate) => candidate.id === hold.locationId)?.timeZone ?? zone;
  const heldTimes = (
    <HeldTimes
      holds={otherHolds}
      describe={(hold) => `${servicesOf(hold)} · ${longWhen(hold.startsAt, zoneOf(hold))} with ${staffName(hold.staffId)}`}
      when={(hold) => longWhen(hold.startsAt, zoneOf(hold))}
      until={(hold) => slotLabel(hold.expiresAt, browserZone())}
      releasing={release.isPending ? (release.variables.holdId ?? null) : null}
      onResume={resume}
      onRelease={(hold) => release.mutate(hold)}
    />
  );

  const resetAfterBooking = () => {
    setPlaced(null);
    setDetails(emptyDetails);
    setProblems({});
  };

  const confirmationOf = (held: PlacedHold, appointmentId: string): Confirmation => {
    // The client's time: each service and the processing they stay for after it.
    const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes + service.processingMinutes, 0);
    return {
      appointmentId,
      startsAt: held.startsAt,
      endsAt: new Date(addMinutes(Date.parse(held.startsAt), minutes)).toISOString(),
      businessName: info.business.name,
      locationName: location?.name ?? '',
      address: location?.address ?? '',
      services: chosen.map((service) => ({ name: service.name, staffName: staffName(held.staffId) })),
      priceCents: chosen.reduce((sum, service) => sum + service.priceCents, 0),
    };
  };

  const onConfirm = () => {
    if (!placed) return;
    if (moving) {
      const onSuccess = () => {
        setMineNotice(`Your appointment moved to ${longWhen(placed.startsAt, zone)}.`);
        setPlaced(null);
        setMoving(null);
        if (!moving.token) setTab('mine');
      };
      if (moving.token) rescheduleManaged.mutate({ token: moving.token, placed }, { onSuccess });
      else rescheduleMine.mutate({ id: moving.appointment.id, placed }, { onSuccess });
      return;
    }
    if (mode === 'staff') {
      let newClient = null;
      if (adding) {
        const parsed = parseWith(clientInputSchema, {
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email.trim(),
          phone: details.phone,
        });
        if (!parsed.ok) return setProblems(parsed.problems);
        newClient = parsed.value;
      } else if (!found) return setProblems({ client: 'Find the client, or add a new one' });
      const who = newClient ? `${newClient.firstName} ${newClient.lastName}`.trim() : (found?.name ?? null);
      bookForClient.mutate(
        { placed, clientId: newClient ? null : (found?.id ?? null), newClient, notes: details.notes.trim() },
        {
          onSuccess: (reply) => {
            setConfirmation({ value: confirmationOf(placed, reply.id), who });
            resetAfterBooking();
            setFound(null);
            setAdding(false);
          },
        },
      );
      return;
    }
    let clientBlock = null;
    if (!client) {
      const parsed = parseWith(publicClientSchema, {
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email.trim(),
        phone: details.phone,
      });
      if (!parsed.ok) return setProblems(parsed.problems);
      clientBlock = parsed.value;
    }
    book.mutate(
      { placed, client: clientBlock, notes: details.notes.trim() },
      {
        onSuccess: (reply) => {
          setConfirmation({
            value: {
              appointmentId: reply.appointmentId,
              startsAt: reply.startsAt,
              endsAt: reply.endsAt,
              ...reply.summary,
              manageToken: reply.manageToken,
            },
            who: null,
          });
          resetAfterBooking();
        },
      },
    );
  };

  // The picker of a move keeps the visit's location and services and opens on the visit's day.
  const onReschedule = (appointment: MyAppointment, token: string | null = null) => {
    const visitZone = info.locations.find((entry) => entry.id === appointment.locationId)?.timeZone ?? zone;
    setMoving({ appointment, token });
    setConfirmation(null);
    setChosenLocation(appointment.locationId);
    setChosenServices(appointment.services.map((service) => service.serviceId));
    setStaffChoice(appointment.services[0]?.staffId ?? ANY_STAFF);
    setChosenDate(todayIn(visitZone, Date.parse(appointment.startsAt)));
    setNotice(null);
    setMineNotice(null);
    rescheduleMine.reset();
    rescheduleManaged.reset();
    setTab('book');
  };

  const confirming = book.isPending || bookForClient.isPending || rescheduleMine.isPending || rescheduleManaged.isPending;
  const confirmError = book.error ?? bookForClient.error ?? (moving?.token ? rescheduleManaged.error : rescheduleMine.error);
  const zones = new Map(info.locations.map((entry) => [entry.id, entry.timeZone]));
  // The cancellation window, said before the booker confirms: until when online changes are open, and whom to call after.
  // Judged at the moment the time was held (its expiry less the hold's minutes): a pure value of the hold.
  const policyOf = (startsAt: string, heldAt: number) => {
    const hours = settings.cancellationWindowHours;
    const call = location?.phone ? `call us at ${formatPhone(location.phone)}` : 'call us';
    const until = Date.parse(startsAt) - hours * HOUR_MS;
    if (until > heldAt)
      return `You can change or cancel online until ${formatDateTime(new Date(until).toISOString(), zone)}; after that, ${call}.`;
    return `This time starts within ${hours} ${hours === 1 ? 'hour' : 'hours'}, so it cannot be changed or cancelled online; to change it, ${call}.`;
  };
  const logo = settings.logoUrl;
  const Heading = mode === 'public' ? 'h1' : 'h2';

  const noticeCallout = notice ? (
    <div ref={noticeRef}>
      <Callout intent={notice.intent} role={notice.intent === 'danger' ? 'alert' : 'status'} className="booking-notice">
        {notice.text}
      </Callout>
    </div>
  ) : null;

  const bookingSteps = confirmation ? (
    <ConfirmationCard
      confirmation={confirmation.value}
      zone={zone}
      who={confirmation.who}
      manageLink={confirmation.value.manageToken ? manageLinkOf(confirmation.value.manageToken) : null}
      onBookAnother={() => {
        setConfirmation(null);
        setNotice(null);
      }}
    />
  ) : manageToken && !moving ? (
    <ManageVisit
      token={manageToken}
      zones={zones}
      commands={commands}
      signedIn={client !== null}
      notice={mineNotice}
      onNotice={setMineNotice}
      onReschedule={(appointment) => onReschedule(appointment, manageToken)}
      onSignedIn={(reply) => {
        signIn(reply);
        leaveManage();
        setTab('mine');
        setMineNotice('Your account is ready: your appointments are below.');
      }}
      onLeave={leaveManage}
    />
  ) : (
    <>
      {moving ? (
        <Callout intent="primary" icon="move" role="status">
          <strong>{placed ? `New time: ${longWhen(placed.startsAt, zone)}. Confirm the move below.` : 'Choose a new time.'}</strong> Moving{' '}
          {moving.appointment.services.map((service) => service.name).join(', ')} from {longWhen(moving.appointment.startsAt, zone)}.{' '}
          <Button variant="minimal" text="Keep the current time" onClick={() => setMoving(null)} />
        </Callout>
      ) : null}
      {heldTimes}
      {placed || serviceIds.length > 0 ? null : noticeCallout}
      {placed ? (
        <section aria-label="Your time" className="booking-held">
          <SectionHeading depth={1} className="booking-legend">
            Your time
          </SectionHeading>
          <p className="booking-held-what">
            {chosen.map((service) => service.name).join(', ')} · {longWhen(placed.startsAt, zone)} with {staffName(placed.staffId)} ·{' '}
            {formatMoneyFromCents(chosen.reduce((sum, service) => sum + service.priceCents, 0))}
          </p>
          <HoldCountdown expiresAt={placed.expiresAt} releasing={release.isPending} onRelease={onRelease} onLapse={onLapse} />
          {mode === 'public' ? (
            <p className="booking-policy">{policyOf(placed.startsAt, Date.parse(placed.expiresAt) - minutesToMs(settings.holdMinutes))}</p>
          ) : null}
          {moving ? null : mode === 'staff' ? (
            <div className="booking-step">
              <SectionHeading depth={1} className="booking-legend">
                Client
              </SectionHeading>
              <ClientFinder
                client={found}
                adding={adding}
                onChoose={(next) => {
                  setFound(next);
                  setProblems({});
                }}
                onAdd={setAdding}
              />
              {problems.client ? (
                <p role="alert" className="booking-problem">
                  {problems.client}
                </p>
              ) : null}
            </div>
          ) : client ? (
            <p>
              Booking as <strong>{displayName(client)}</strong> ({client.email}).
            </p>
          ) : (
            <p className="booking-muted">
              Been here before? <a href="/login">Sign in</a> to book with your account.
            </p>
          )}
          {moving ? null : (
            <DetailsForm
              idPrefix="booking-details"
              draft={details}
              problems={problems}
              withContact={mode === 'staff' ? adding : !client}
              onChange={(draft, key) => {
                setDetails(draft);
                setProblems((current) => withoutProblems(current, [key]));
              }}
            />
          )}
          {confirmError ? (
            <Callout intent="danger" role="alert">
              <strong>{moving ? 'The appointment was not moved.' : 'The booking was not made.'}</strong> {confirmError.message}
            </Callout>
          ) : null}
          <div className="booking-actions">
            <Button
              className="booking-accent-button"
              icon="tick"
              text={moving ? 'Confirm move' : 'Confirm booking'}
              loading={confirming}
              disabled={confirming}
              onClick={onConfirm}
            />
            {keeps && !moving ? (
              // Keeps this hold (listed under "Your held times") and goes back to the times.
              <Button
                variant="minimal"
                icon="arrow-left"
                text="Choose another time"
                disabled={confirming}
                onClick={() => setPlaced(null)}
              />
            ) : null}
          </div>
        </section>
      ) : (
        <>
          {moving ? null : (
            <>
              {info.locations.length > 1 ? (
                <LocationChoice locations={info.locations} value={locationId} onChange={setChosenLocation} />
              ) : null}
              <ServiceChoice services={services} chosen={serviceIds} onChange={chooseServices} />
            </>
          )}
          {serviceIds.length > 0 ? (
            <div ref={timesRef} className="booking-when">
              <StaffChoice staff={staff} value={staffId ?? ANY_STAFF} onChange={setStaffChoice} />
              <DateChoice today={today} last={last} value={date} states={dayStates} onChange={setChosenDate} />
              {noticeCallout}
              <SlotList
                groups={groups}
                loading={slots.isFetching}
                error={slots.error}
                zone={zone}
                zoneNote={zoneDiffers(zone, browserZone())}
                preview={preview}
                busyAt={hold.isPending ? hold.variables.startsAt : null}
                onPick={pick}
                onResume={resumeById}
                nextFree={nextFreeDate ? { label: shortDay(nextFreeDate), onChoose: () => setChosenDate(nextFreeDate) } : null}
              />
            </div>
          ) : (
            <p className="booking-muted">Choose one or more services to see the free times.</p>
          )}
        </>
      )}
    </>
  );

  return (
    <HeadlineLevel.Provider value={mode === 'public' ? 1 : 2}>
      <div className={`booking-flow booking-flow-${mode}`} style={brandStyle(settings.brandColor)} data-mode={mode}>
        <header className="booking-brand">
          {logo ? <img src={logo} alt={`${info.business.name} logo`} className="booking-logo" /> : null}
          <div>
            <Heading className="booking-headline">{settings.headline}</Heading>
            {paragraphsOf(settings.text).map((paragraph) => (
              <p key={paragraph} className="booking-text">
                {paragraph}
              </p>
            ))}
          </div>
        </header>
        {client ? (
          <Tabs
            id="booking-tabs"
            selectedTabId={tab}
            onChange={(next) => setTab(next === 'mine' ? 'mine' : 'book')}
            renderActiveTabPanelOnly
          >
            <Tab id="book" title="Book" panel={<div className="booking-panel">{bookingSteps}</div>} />
            <Tab
              id="mine"
              title="My appointments"
              panel={
                <MyAppointments
                  zones={zones}
                  commands={commands}
                  notice={mineNotice}
                  onNotice={setMineNotice}
                  onReschedule={(appointment) => onReschedule(appointment)}
                />
              }
            />
          </Tabs>
        ) : (
          bookingSteps
        )}
      </div>
    </HeadlineLevel.Provider>
  );
}
