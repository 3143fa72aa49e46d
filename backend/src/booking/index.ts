// The booking module's public entry: the server's signing secret (the booking page's visitor cookie and manage
// links are signed with it, and so, under a key of their own, are the queue board's links), and the cookie reader.
export { cookieValue, visitorSecret as serverSecret } from './visitor-cookie';
