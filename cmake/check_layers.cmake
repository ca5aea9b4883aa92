# The layering rule, checked on every file: a folder may include its own folder and the folders
# below it, never one above. Run by ctest (test `layering`) and so by scripts/test and CI:
#   cmake -DROOT=<source dir> -P cmake/check_layers.cmake
# The order is the one in model/CMakeLists.txt (each model_<folder> links the one below);
# docs/architecture.md draws it.
set(LAYERS
  model/base model/shape model/memory model/pipeline model/checkpoint model/moe model/efficiency
  model/step model/reliability model/rl model/evaluate model/search model/io study views app)
if(NOT ROOT)
  message(FATAL_ERROR "check_layers: pass -DROOT=<source dir>")
endif()

function(layer_of path out)
  set(rank -1)
  set(i 0)
  foreach(layer ${LAYERS})
    string(LENGTH "${layer}/" n)
    string(SUBSTRING "${path}" 0 ${n} head)
    if(head STREQUAL "${layer}/")
      set(rank ${i})
    endif()
    math(EXPR i "${i} + 1")
  endforeach()
  set(${out} ${rank} PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE files RELATIVE "${ROOT}"
     "${ROOT}/model/*.h" "${ROOT}/model/*.cpp" "${ROOT}/study/*.h" "${ROOT}/study/*.cpp"
     "${ROOT}/views/*.h" "${ROOT}/views/*.cpp" "${ROOT}/app/*.h" "${ROOT}/app/*.cpp")
set(bad 0)
foreach(file ${files})
  layer_of("${file}" own)
  if(own LESS 0)
    message(SEND_ERROR "${file}: not in any layer; add its folder to cmake/check_layers.cmake")
    math(EXPR bad "${bad} + 1")
    continue()
  endif()
  file(STRINGS "${ROOT}/${file}" includes REGEX "^#include \"")
  foreach(line ${includes})
    string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" target "${line}")
    layer_of("${target}" theirs)
    if(theirs GREATER own)
      list(GET LAYERS ${own} own_name)
      list(GET LAYERS ${theirs} their_name)
      message(SEND_ERROR "${file} includes ${target}: ${own_name} may not include ${their_name}, which is above it")
      math(EXPR bad "${bad} + 1")
    endif()
  endforeach()
endforeach()
list(LENGTH files n)
if(bad GREATER 0)
  message(FATAL_ERROR "layering: ${bad} upward include(s) in ${n} files")
endif()
message(STATUS "layering: ${n} files, no upward include")
