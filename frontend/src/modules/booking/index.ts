// What other screens may use of the booking module: the flow itself (/booking, the /booking-design preview).
export { BookingFlow, type BookingFlowProps } from './booking-flow';
