import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { DeletedResponse } from '@shared/api/trips';
import { insertExpenseSchema, updateExpenseSchema, type Expense } from '@shared/schemas/expense';
import { requireUser } from '../auth/middleware';
import { addExpense, deleteExpense, updateExpense } from '../domain/trips/expense-mutators';
import { parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { runMutation } from './run-mutation';

/** POST /api/expenses, PATCH and DELETE /api/expenses/{id}, for the trip's owner and editors. */
export function expenseRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const user = requireUser(c);
    const body = await parseJsonBody(c, insertExpenseSchema);
    const args = { ...body, id: body.id ?? randomUUID() };
    const { expense, created } = await runMutation(c, user, (w, ctx) => addExpense(w, ctx, args));
    return c.json<Expense>(expense, created ? 201 : 200);
  });

  /** A field-level patch (the mutation updateTrip's siblings use over sync). */
  app.patch('/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    const patch = await parseJsonBody(c, updateExpenseSchema);
    const expense = await runMutation(c, user, (w, ctx) => updateExpense(w, ctx, { id, patch }));
    return c.json<Expense>(expense);
  });

  app.delete('/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    await runMutation(c, user, (w, ctx) => deleteExpense(w, ctx, { id }));
    return c.json<DeletedResponse>({ ok: true });
  });

  return app;
}
