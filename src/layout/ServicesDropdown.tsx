import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Link as NavLink } from '../../schema/common';
import { Icon } from '../../ui/Icon';
import { SiteLink } from '../../ui/SiteLink';
import { MainNavLink } from './MainNavLink';
import * as s from './Header.css';

/** Opens on hover only after this delay, so a pointer passing over the menu doesn't flash it open. */
export const HOVER_OPEN_DELAY_MS = 100;
const HOVER_CLOSE_DELAY_MS = 200;

/**
 * "Services" in the desktop header: the link goes to /services; hovering (after 100 ms), the
 * chevron button (click, tap, Enter, Space, ArrowDown) or focus inside opens the list; Escape closes.
 */
export function ServicesDropdown(props: { label: string; href: string; items: NavLink[]; all: NavLink }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wrap = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => Array.from(wrap.current?.querySelectorAll<HTMLAnchorElement>('[data-dropdown-item]') ?? []);
  const focusItem = (index: number) => items()[index]?.focus();

  // Inside the open list the arrows move between items (wrapping round), Home and End jump to the
  // ends, and none of them scroll the page.
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = items();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: links.length - 1 }[event.key];
    if (next === undefined || current === -1) return;
    event.preventDefault();
    focusItem((next + links.length) % links.length);
  };

  return (
    <li
      ref={wrap}
      className={s.dropdownWrap}
      onPointerEnter={(e) => e.pointerType === 'mouse' && schedule(true, HOVER_OPEN_DELAY_MS)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && schedule(false, HOVER_CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrap.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <MainNavLink href={props.href} label={props.label} />
      <button
        ref={toggle}
        type="button"
        className={s.dropdownToggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${props.label} menu`}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        <Icon name="chevronDown" size={18} />
      </button>
      <ul id={menuId} className={s.dropdown} hidden={!open} data-testid="services-dropdown" onKeyDown={onListKeyDown}>
        {props.items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} className={s.dropdownLink} data-dropdown-item onClick={() => setOpen(false)}>
              {item.label}
            </SiteLink>
          </li>
        ))}
        <li className={s.dropdownAll}>
          <SiteLink href={props.all.href} className={s.dropdownLink} data-dropdown-item onClick={() => setOpen(false)}>
            {props.all.label}
          </SiteLink>
        </li>
      </ul>
    </li>
  );
}
