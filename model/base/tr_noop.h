// Marks English UI strings in the model (labels, derivation titles) for Qt Linguist without
// making the model depend on Qt: lupdate reads the macro name, the compiler sees the string.
// Include only from model .cpp files, never from headers that Qt code includes.
#pragma once

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
