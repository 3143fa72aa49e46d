import { useCallback, useEffect, useState } from 'react';
import { emptyCart, parseStoredCart, POS_CART_STORAGE_KEY, serializeCart, type PosCart } from './pos-cart';

// The desk's work in this tab, kept in session storage so a reload (or a tablet waking up) keeps it: the
// cart being built, and the sale being paid once "Charge" has opened it.

export const POS_SALE_STORAGE_KEY = 'pos_sale';

function read<T>(key: string, parse: (raw: string | null) => T): T {
  if (typeof sessionStorage === 'undefined') return parse(null);
  return parse(sessionStorage.getItem(key));
}

export function usePosSession() {
  const [cart, setCartState] = useState<PosCart>(() => read(POS_CART_STORAGE_KEY, parseStoredCart) ?? emptyCart);
  const [saleId, setSaleIdState] = useState<string | null>(() => read(POS_SALE_STORAGE_KEY, (raw) => raw || null));

  useEffect(() => {
    sessionStorage.setItem(POS_CART_STORAGE_KEY, serializeCart(cart));
  }, [cart]);
  useEffect(() => {
    if (saleId) sessionStorage.setItem(POS_SALE_STORAGE_KEY, saleId);
    else sessionStorage.removeItem(POS_SALE_STORAGE_KEY);
  }, [saleId]);

  const setCart = useCallback((change: PosCart | ((cart: PosCart) => PosCart)) => setCartState(change), []);
  // The sale is open on the server: the cart's work is done, the payment panel takes over.
  const openSale = useCallback((id: string) => {
    setSaleIdState(id);
    setCartState(emptyCart);
  }, []);
  // "New sale": back to an empty cart.
  const startOver = useCallback(() => {
    setSaleIdState(null);
    setCartState(emptyCart);
  }, []);
  return { cart, setCart, saleId, openSale, startOver };
}
