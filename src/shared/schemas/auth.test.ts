import { describe, expect, it } from 'vitest';
import { englishMessage } from '../constants/validation-messages.js';
import {
  adminLoginSchema,
  adminProfileUpdateSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  healerLoginSchema,
  newPhoneSchema,
} from './auth.js';

/** The first issue's message in English (the schemas write message keys). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : englishMessage(result.error!.issues[0]!.message);

describe('logins', () => {
  it.each([
    [{ identifier: ' ', password: 'x' }, 'Email or phone is required'],
    [{ password: 'x' }, 'Email or phone is required'],
    [{ identifier: 'admin', password: '' }, 'Password is required'],
    [{ identifier: 'admin', password: 'x' }, null],
  ])('admin %j → %s', (body, message) => {
    expect(firstMessage(adminLoginSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{ phone: '', password: 'x' }, 'Phone number is required'],
    [{ phone: '98765432100', password: 'x' }, 'Phone number must be 10 digits or less'],
    [{ phone: '98765a3210', password: 'x' }, 'Phone number must contain only digits'],
    [{ phone: '9876543210', password: '' }, 'Password is required'],
    [{ phone: ' 9876543210 ', password: 'x' }, null],
    // As typed (decision 041): the 10-digit rule applies to the digits.
    [{ phone: '98765 43210', password: 'x' }, null],
    [{ phone: '+91 98765-43210', password: 'x' }, null],
    [{ phone: '98765 432100', password: 'x' }, 'Phone number must be 10 digits or less'],
  ])('healer %j → %s', (body, message) => {
    expect(firstMessage(healerLoginSchema.safeParse(body))).toBe(message);
  });

  it('sends the 10 digits of a phone typed with spaces and +91', () => {
    expect(healerLoginSchema.parse({ phone: '+91 94471 11222', password: 'x' }).phone).toBe(
      '9447111222',
    );
  });

  it.each([
    [
      { currentPassword: 'a', newPassword: 'secret1', confirmPassword: 'secret2' },
      'The two new passwords do not match',
    ],
    [{ currentPassword: 'a', newPassword: 'secret1', confirmPassword: 'secret1' }, null],
  ])('change-password form %j → %s', (body, message) => {
    expect(firstMessage(changePasswordFormSchema.safeParse(body))).toBe(message);
  });
});

describe('passwords and phones', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'secret1' }, 'Current password is required'],
    [
      { currentPassword: 'old', newPassword: '12345' },
      'New password must be at least 6 characters',
    ],
    [{ currentPassword: 'old', newPassword: '123456' }, null],
  ])('change password %j → %s', (body, message) => {
    expect(firstMessage(changePasswordSchema.safeParse(body))).toBe(message);
  });

  it.each([
    [{}, 'Please enter at least one field to update'],
    [{ email: ' ', phone: '', password: '' }, 'Please enter at least one field to update'],
    [{ email: 'nope' }, 'Valid email is required'],
    [{ phone: '12345' }, 'Valid phone number is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.in', phone: '' }, null],
  ])('admin profile %j → %s', (body, message) => {
    expect(firstMessage(adminProfileUpdateSchema.safeParse(body))).toBe(message);
  });

  it('leaves blank admin profile fields out', () => {
    expect(adminProfileUpdateSchema.parse({ email: 'a@b.in', phone: ' ', password: '' })).toEqual({
      email: 'a@b.in',
    });
  });

  it.each([
    [{ newPhone: '98765' }, 'Phone number must be at least 10 digits'],
    [{ newPhone: '' }, 'Phone number must be at least 10 digits'],
    [{ newPhone: '98765-4321x' }, 'Phone number must contain only digits'],
    [{ newPhone: '98765 43210' }, null],
  ])('new phone %j → %s', (body, message) => {
    expect(firstMessage(newPhoneSchema.safeParse(body))).toBe(message);
  });

  it('keeps only the digits of a new phone', () => {
    expect(newPhoneSchema.parse({ newPhone: ' 98765-43210 ' })).toEqual({ newPhone: '9876543210' });
  });
});
