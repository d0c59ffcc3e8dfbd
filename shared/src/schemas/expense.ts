import { z } from 'zod';
import { idSchema, isoDateSchema, isoInstantSchema } from './common';
import { EXPENSE_CATEGORIES } from '../constants';

export const expenseCategorySchema = z.enum(EXPENSE_CATEGORIES);

export const expenseSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  category: expenseCategorySchema,
  /** Integer cents, above zero. */
  amount: z.number().int().positive(),
  date: isoDateSchema,
  description: z.string(),
  createdAt: isoInstantSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const insertExpenseSchema = z.object({
  id: idSchema.optional(),
  tripId: idSchema,
  category: expenseCategorySchema,
  amount: z.number().int('Amount must be whole cents').positive('Please enter a valid amount'),
  date: isoDateSchema,
  // SPEC 3: sent as an empty string when absent.
  description: z.string().trim().max(1000).default(''),
});
export type InsertExpense = z.infer<typeof insertExpenseSchema>;
