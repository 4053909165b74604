import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit, waitForHydration } from './support/fixtures';
import { registerClient } from './support/users';

/**
 * The client area in Spanish: a signed-in client opens /es/dashboard and /es/appointments, reads
 * Spanish headings and dates (es-US), and finds the language switch in the client header.
 */

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "1 de diciembre de 2026" and "martes, 1 de diciembre" for a yyyy-MM-dd date, written by hand. */
function spanishDate(date: string): { long: string; weekdayAndDay: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    long: `${day} de ${MESES[month - 1]} de ${year}`,
    weekdayAndDay: `${DIAS[weekday]}, ${day} de ${MESES[month - 1]}`,
  };
}

test('a signed-in client reads the dashboard and the appointments in Spanish, with the switch in the header', async ({
  page,
}) => {
  const user = await registerClient(page.request);
  const appointment = scheduleAppointmentFor(user.username, { days: 12, notes: 'Revisar la tableta' });
  const date = spanishDate(appointment.appointmentDate);

  await test.step('/es/dashboard', async () => {
    await visit(page, '/es/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`¡Le damos la bienvenida, ${user.firstName}!`);
    await expect(page.getByRole('heading', { name: 'Su camino con nosotros' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Próximas citas' });
    await expect(upcoming.getByText('Ayuda en el hogar')).toBeVisible();
    await expect(upcoming.getByText(date.long)).toBeVisible();
    await expect(upcoming.getByText('10:00 a. m. a 1:00 p. m.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Citas' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/es/dashboard' });
  });

  await test.step('/es/appointments', async () => {
    await visit(page, '/es/appointments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis citas');
    const upcoming = page.getByRole('tabpanel', { name: 'Próximas' });
    const title = `Ayuda en el hogar, ${date.weekdayAndDay}`;
    const card = upcoming.getByRole('article', { name: title });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(card).toContainText(date.long);
    await expect(card).toContainText('10:00 a. m. – 1:00 p. m.');
    await expect(card).toContainText('Le diremos quién va a venir.');
    await expect(card).toContainText('Programada');
    await expect(card.getByRole('button', { name: 'Cancelar la cita' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/es/appointments' });
  });

  await test.step('the switch shows the same page in English', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/appointments');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Appointments');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Español' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 800 },
    storageState: async ({ clientAccount }, use) => use(clientAccount.storageState),
  });

  test('the client menu offers the language switch too', async ({ page }) => {
    await visit(page, '/es/dashboard');
    const header = page.getByRole('banner');
    await header
      .getByRole('button', { name: 'Menú' })
      .or(header.getByRole('button', { name: 'Menu' }))
      .click();
    await expect(header.getByRole('button', { name: 'English' })).toHaveCount(2);
    await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });
});
